import "./loader.css";

/** The page-level loading indicator. */
export function Loader({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="loader__label">{label}</span>
    </div>
  );
}

/** A thin bar at the top of the window while any API call is in flight. */
export function ProgressBar({ active }: { active: boolean }) {
  return <div className={`progress-bar${active ? " progress-bar--active" : ""}`} aria-hidden="true" />;
}
