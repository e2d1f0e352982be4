import { Link } from "react-router";
import { paths } from "../../../../app/paths";
import { Loader } from "../../../../components/ui/loader";

export function RunnerLoading() {
  return (
    <div className="runner-status">
      <Loader label="Loading your test…" />
    </div>
  );
}

/** Spec section 2: with no module the runner reads 'Test Not Yet Started' with a Home button. */
export function NotStarted({ title = "Test Not Yet Started", text }: { title?: string; text?: string }) {
  return (
    <div className="runner-status">
      <div className="runner-status__card">
        <h1 className="runner-status__title">{title}</h1>
        <p className="runner-status__text">{text ?? "Start a test from the list of practice tests."}</p>
        <Link className="btn btn--primary btn--md" to={paths.practices}>
          Home
        </Link>
      </div>
    </div>
  );
}

/** While the last answers go out and the module is submitted. */
export function SubmittingNotice({ kind }: { kind: "submitting" | "exiting" }) {
  return (
    <div className="runner-submitting" role="status">
      <span className="runner-submitting__spinner" aria-hidden="true" />
      {kind === "exiting" ? "Saving your progress…" : "Saving your answers…"}
    </div>
  );
}
