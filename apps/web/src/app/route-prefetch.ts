import type { LoaderFunctionArgs } from "react-router";
import { useSession } from "../stores/session-store";
import { queryClient } from "./query-client";
import type { QueryClient } from "@tanstack/react-query";

/**
 * A route loader that starts the page's data request while the page's code chunk is still on its
 * way, instead of after it arrived and rendered: on a slow phone the two waits overlap rather than
 * add up. It never delays the navigation (it returns at once) and never fails it (the page's own
 * query reports errors as before). Guests have nothing to fetch.
 */
export function prefetchLoader(
  start: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>,
): (args: LoaderFunctionArgs) => null {
  return (args) => {
    if (useSession.getState().token !== null) void start(queryClient, args).catch(() => undefined);
    return null;
  };
}
