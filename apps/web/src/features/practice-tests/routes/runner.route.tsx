import { Link } from "react-router";
import { paths } from "../../../app/paths";

/** With no module set the runner shows 'Test Not Yet Started' (spec section 2, Test runner). */
export function Component() {
  return (
    <div className="page">
      <div className="empty-state card">
        <h1>Test Not Yet Started</h1>
        <p>Start a test from the list of practice tests.</p>
        <Link className="btn btn--primary btn--md" to={paths.practices}>
          Home
        </Link>
      </div>
    </div>
  );
}
