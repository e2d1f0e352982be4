import type { Plan } from "@sat/core";
import { isProActive } from "../../lib/token";

/** Who is looking at the pricing page. */
export type PlanStatus = "guest" | "free" | "pro";

export function planStatusOf(session: { token: string | null; proTill: string | null }, now = Date.now()): PlanStatus {
  if (session.token === null) return "guest";
  return isProActive(session.proTill, now) ? "pro" : "free";
}

/**
 * The card to mark 'Your plan'. A free student is on the free plan. A PRO student is not marked on
 * any card: codes and grants add days without naming a plan, so the page shows 'PRO until <date>'
 * instead of guessing a priced card. Guests have no plan.
 */
export function findCurrentPlan(plans: readonly Plan[], status: PlanStatus): Plan | null {
  if (status !== "free") return null;
  const free = plans.filter((p) => !p.isPro);
  return free.find((p) => p.billingPeriod === "free") ?? free.find((p) => p.priceMinor === 0) ?? null;
}
