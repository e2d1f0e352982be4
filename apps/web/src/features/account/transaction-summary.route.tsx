import { Link } from "react-router";
import { paths } from "../../app/paths";
import { Loader } from "../../components/ui/loader";
import { formatDate } from "../../lib/format";
import { useGuestGate } from "../auth/use-guest-gate";
import { useMe } from "../auth/api/me";
import "./transaction-summary.route.css";

/** The student's plan and account at a glance; payments and code redemptions will be listed here. */
export function Component() {
  const isGuest = useGuestGate();
  const { data: me, isPending } = useMe(!isGuest);
  if (isGuest) {
    return (
      <div className="page">
        <h1>Transaction Summary</h1>
        <p className="page__lead">Log in to see your plan and transactions.</p>
      </div>
    );
  }
  if (isPending || !me) return <Loader />;
  return (
    <div className="page">
      <h1>Transaction Summary</h1>
      <dl className="summary card">
        <div>
          <dt>Name</dt>
          <dd>{me.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{me.email}</dd>
        </div>
        <div>
          <dt>Current plan</dt>
          <dd>{me.isPro ? "PRO" : "Free"}</dd>
        </div>
        <div>
          <dt>PRO access</dt>
          <dd>{me.proTill ? `${me.isPro ? "Active until" : "Ended on"} ${formatDate(me.proTill)}` : "Not active"}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{formatDate(me.createdAt)}</dd>
        </div>
      </dl>
      <h2 className="summary__heading">Transactions</h2>
      <div className="empty-state card">
        <p>No transactions yet.</p>
        <Link to={paths.products}>See the plans</Link>
      </div>
    </div>
  );
}
