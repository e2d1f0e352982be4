import { QueryCache, QueryClient } from "@tanstack/react-query";
import { UI } from "@sat/core";
import { ApiError } from "../lib/api-client";
import { useLoader } from "../stores/loader-store";

/**
 * Server data stays fresh for 60 s (spec section 9). A failed read shows the error page with
 * '{status}:{title}'; a 401 has already been turned into 'Un Authorised' by the API client.
 */
declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** The screen shows this query's failure in place (e.g. an unknown question bank), not the error page. */
      ownsErrors?: boolean;
    };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (error instanceof ApiError && error.status === 401) return;
      if (query.meta?.ownsErrors) return;
      useLoader.getState().fail(error instanceof ApiError ? error.display : "Something went wrong");
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: UI.dataCacheMs,
      retry: (failures, error) =>
        failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      refetchOnWindowFocus: false,
    },
  },
});
