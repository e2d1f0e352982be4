import type { ComponentType } from "react";
import { UI } from "@sat/core";

export class ChunkLoadError extends Error {}

/**
 * Loads a route's code chunk; a chunk that has not arrived after 120 s (spec section 8) or that
 * fails (a new deploy removed it, the network dropped) shows the error page instead of hanging.
 */
export function lazyRoute(load: () => Promise<{ Component: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError("This page took too long to load.")), UI.chunkLoadTimeoutMs);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.Component };
    } catch (error) {
      if (error instanceof ChunkLoadError) throw error;
      throw new ChunkLoadError("This page could not be loaded. Check your connection and reload.");
    } finally {
      clearTimeout(timer);
    }
  };
}
