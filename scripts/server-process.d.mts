// Types of server-process.mjs for the TypeScript that uses it (the browser and process tests).
import type { ChildProcess } from "node:child_process";

export const serverEntry: string;
export function freePort(): Promise<number>;
export function startServer(options: {
  port: number;
  env?: Record<string, string>;
  script?: string;
  healthPath?: string;
  inherit?: boolean;
  nodeArgs?: string[];
  discardOutput?: boolean;
}): Promise<ChildProcess>;
export function stopServer(child: ChildProcess | null | undefined, options?: { graceMs?: number }): Promise<void>;
export function apiClient(
  base: string,
): (method: string, route: string, options?: { token?: string; body?: unknown }) => Promise<unknown>;
export function inParallel<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]>;
