import type { Plan } from "@sat/core";
import { useRef } from "react";
import { Button } from "../../components/ui/button";
import { Loader } from "../../components/ui/loader";
import { formatDate } from "../../lib/format";
import { useDialog } from "../../stores/dialog-store";
import { useSession } from "../../stores/session-store";
import { usePlans } from "./api/get-plans";
import { startCheckout } from "./checkout/checkout";
import { PlanCard } from "./components/plan-card";
import { RedeemCodeForm } from "./components/redeem-code-form";
import { findCurrentPlan, planStatusOf } from "./current-plan";
import "./pricing.route.css";

/** /products: the plans, the student's own plan, and the way to PRO (a code, for now). */
export function Component() {
  const { data: plans, isPending } = usePlans();
  const status = useSession(planStatusOf);
  const proTill = useSession((s) => s.proTill);
  const codeInputRef = useRef<HTMLInputElement>(null);
  const logInRef = useRef<HTMLButtonElement>(null);
  const current = plans ? findCurrentPlan(plans, status) : null;

  const getPro = (plan: Plan) => {
    void startCheckout(plan).then((step) => {
      switch (step.kind) {
        case "enter-code":
          (status === "guest" ? logInRef : codeInputRef).current?.focus();
          break;
      }
    });
  };

  return (
    <div className="page">
      <h1>Pricing</h1>
      <p className="page__lead">Start free. Go PRO for every practice test and the whole question bank.</p>
      {status === "pro" && proTill && (
        <section className="pricing__status card" aria-labelledby="pricing-status">
          <h2 id="pricing-status" className="pricing__status-title">
            PRO until {formatDate(proTill)}
          </h2>
          <p className="pricing__status-text">
            Every practice test and the whole question bank are open to you. Redeeming another code extends your access.
          </p>
        </section>
      )}
      {isPending || !plans ? (
        <Loader label="Loading plans…" />
      ) : (
        <div className="pricing__grid">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} current={plan.id === current?.id} onGetPro={getPro} />
          ))}
        </div>
      )}
      {/* Below the plans: shown with them, so the plans do not push it down when they arrive (layout shift). */}
      {!isPending && (
        <section className="pricing__redeem card" aria-labelledby="pricing-redeem">
          <h2 id="pricing-redeem" className="pricing__redeem-title">
            Have a PRO code?
          </h2>
          {status === "guest" ? (
            <div className="pricing__login">
              <p>Log in to redeem a PRO code. Your PRO access starts as soon as the code is accepted.</p>
              <Button ref={logInRef} onClick={() => useDialog.getState().open("signIn")}>
                Log in
              </Button>
            </div>
          ) : (
            <>
              <p className="pricing__redeem-text">Enter it here: PRO starts at once, no need to log in again.</p>
              <RedeemCodeForm inputRef={codeInputRef} />
            </>
          )}
        </section>
      )}
    </div>
  );
}
