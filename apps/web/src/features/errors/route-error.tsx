import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage } from "./error-page";

/** Load errors (a route chunk that failed or timed out) and anything a route threw. */
export function RouteError() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status}:${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Something went wrong";
  return (
    <main>
      <ErrorPage error={text} />
    </main>
  );
}
