import { ErrorPage } from "./error-page";

export function Component() {
  return <ErrorPage error="404:Not Found" />;
}
