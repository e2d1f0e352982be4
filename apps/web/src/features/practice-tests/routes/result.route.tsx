import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { useGuestGate } from "../../auth/use-guest-gate";

export function Component() {
  useGuestGate();
  return (
    <div className="page">
      <div className="empty-state card">
        <h1>No result for this test yet</h1>
        <p>Finish the test to see your scores and an explanation for every question.</p>
        <Link className="btn btn--primary btn--md" to={paths.practices}>
          Home
        </Link>
      </div>
    </div>
  );
}
