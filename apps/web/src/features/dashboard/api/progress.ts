import { useQuery } from "@tanstack/react-query";
import * as progressApi from "@sat/core/contract/progress";

import { callApi } from "../../../lib/api-client";

export const progressKeys = { all: ["progress"] as const };

/** The days left to the exam count in the student's own calendar, not the server's. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export const fetchProgress = () => {
  const tz = browserTimeZone();
  return callApi(progressApi.progress, { query: tz ? { tz } : {} }).then((r) => r.data);
};

/**
 * A failure shows in place with a retry, so the greeting and shortcuts stay usable. Every bank
 * check, review answer and finished test changes these figures, so each visit shows the cached
 * copy at once and refreshes it behind the scenes rather than trusting the 60 s freshness.
 */
export const useProgress = (enabled: boolean) =>
  useQuery({
    queryKey: progressKeys.all,
    queryFn: fetchProgress,
    enabled,
    refetchOnMount: "always",
    meta: { ownsErrors: true },
  });
