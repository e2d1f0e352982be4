import { useEffect } from "react";
import { useRunner, useRunnerController } from "../runner-context";

/** How long the warning stays on screen unless dismissed sooner. */
export const TIME_ALERT_MS = 15_000;

/**
 * The five-minute warning on screen, for everyone (screen readers already hear it from the live
 * region, so this one is not announced again). It never blocks the question.
 */
export function TimeAlert() {
  const controller = useRunnerController();
  const alert = useRunner((s) => s.timeAlert);
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => controller.tools.dismissTimeAlert(), TIME_ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert, controller]);
  if (!alert) return null;
  return (
    <div className="time-alert">
      <span className="time-alert__text">{alert}</span>
      <button type="button" className="time-alert__dismiss" onClick={() => controller.tools.dismissTimeAlert()}>
        Dismiss
      </button>
    </div>
  );
}
