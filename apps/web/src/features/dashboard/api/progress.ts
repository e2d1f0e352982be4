import { useQuery } from "@tanstack/react-query";
import type * as progressApi from "@sat/core/contract/progress";
import { progressRoute } from "@sat/core/contract/progress-routes";

import { callApi } from "../../../lib/api-client";

export const progressKeys = { all: ["progress"] as const };

interface TemporalNow {
  Temporal?: { Now?: { timeZoneId?: () => string } };
}

/**
 * The days left to the exam count in the student's own calendar, not the server's. Temporal names
 * the zone in a millisecond; Intl.DateTimeFormat first loads ICU's locale data (over 100 ms of a
 * phone's main thread while the dashboard loads), so it is only the fallback where there is no Temporal.
 */
export function browserTimeZone(): string | undefined {
  try {
    const fromTemporal = (globalThis as TemporalNow).Temporal?.Now?.timeZoneId?.();
    if (fromTemporal) return fromTemporal;
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export const fetchProgress = () => {
  const tz = browserTimeZone();
  return callApi<typeof progressApi.progress>(progressRoute, { query: tz ? { tz } : {} }).then((r) => r.data);
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
