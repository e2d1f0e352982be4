import type { Plan } from "@sat/core";
import { Button } from "../../../components/ui/button";
import { formatPrice } from "../../../lib/format";

const periodLabel: Record<Plan["billingPeriod"], string> = {
  free: "forever",
  month: "per month",
  quarter: "for 3 months",
  year: "per year",
};

export interface PlanCardProps {
  plan: Plan;
  /** The student's own plan: marked 'Your plan'. */
  current: boolean;
  /** 'Get PRO' on a PRO plan. */
  onGetPro: (plan: Plan) => void;
}

export function PlanCard({ plan, current, onGetPro }: PlanCardProps) {
  return (
    <article
      className={`plan card${plan.isPro ? " plan--pro" : ""}${current ? " plan--current" : ""}`}
      aria-labelledby={`plan-${plan.code}`}
      aria-current={current || undefined}
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
      <ul className="plan__features" aria-label={`What ${plan.name} includes`}>
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {plan.isPro && (
        <div className="plan__actions">
          <Button onClick={() => onGetPro(plan)}>Get PRO</Button>
        </div>
      )}
    </article>
  );
}
