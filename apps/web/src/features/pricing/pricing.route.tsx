import { Loader } from "../../components/ui/loader";
import { formatDate } from "../../lib/format";
import { selectIsPro, useSession } from "../../stores/session-store";
import { usePlans } from "./api/get-plans";
import { PlanCard } from "./components/plan-card";
import "./pricing.route.css";

export function Component() {
  const { data: plans, isPending } = usePlans();
  const signedIn = useSession((s) => s.token !== null);
  const isPro = useSession(selectIsPro);
  const proTill = useSession((s) => s.proTill);
  return (
    <div className="page">
      <h1>Pricing</h1>
      <p className="page__lead">Start free. Go PRO for every practice test and the whole question bank.</p>
      {isPro && proTill && <p className="pricing__pro-note">Your PRO access is active until {formatDate(proTill)}.</p>}
      {isPending || !plans ? (
        <Loader label="Loading plans…" />
      ) : (
        <div className="pricing__grid">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} current={signedIn && !isPro && !plan.isPro} />
          ))}
        </div>
      )}
    </div>
  );
}
