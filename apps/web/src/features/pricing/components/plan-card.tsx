import type { Plan } from "@sat/core";
import { formatPrice } from "../../../lib/format";

const periodLabel: Record<Plan["billingPeriod"], string> = {
  free: "forever",
  month: "per month",
  quarter: "for 3 months",
  year: "per year",
};

export function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
  return (
    <article
      className={`plan card${plan.isPro ? " plan--pro" : ""}${current ? " plan--current" : ""}`}
      aria-labelledby={`plan-${plan.code}`}
    >
      <header className="plan__header">
        <h2 id={`plan-${plan.code}`} className="plan__name">
          {plan.name}
        </h2>
        {current && <span className="plan__current">Your plan</span>}
      </header>
      <p className="plan__price">
        <span className="plan__amount">{formatPrice(plan.priceMinor, plan.currency)}</span>{" "}
        <span className="plan__period">{periodLabel[plan.billingPeriod]}</span>
      </p>
      <p className="plan__description">{plan.description}</p>
      <ul className="plan__features">
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </article>
  );
}
