import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { useGuestGate } from "../../auth/use-guest-gate";

export function Component() {
  useGuestGate();
  return (
    <div className="page">
      <div className="empty-state card">
        <h1>Question Bank</h1>
        <p>This question bank could not be found.</p>
        <Link className="btn btn--primary btn--md" to={paths.categories}>
          Back to the question bank
        </Link>
      </div>
    </div>
  );
}
