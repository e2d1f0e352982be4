import { useRunner, useRunnerController } from "../runner-context";
import { timeLeftMs } from "../runner-store";
import { formatClock } from "../time";
import { ClockIcon } from "./icons";

/** The timer reappears by itself for the last 5 minutes, as on test day. */
export const ALWAYS_SHOWN_BELOW_MS = 5 * 60_000;

export function Countdown() {
  const controller = useRunnerController();
  const left = useRunner(timeLeftMs);
  const hidden = useRunner((s) => s.tools.timerHidden);
  const forced = left <= ALWAYS_SHOWN_BELOW_MS;
  const visible = !hidden || forced;
  const urgent = left <= 60_000;
  return (
    <div className="runner-clock">
      <span
        role="timer"
        aria-label="Time remaining"
        className={[
          "runner-clock__time",
          visible ? "" : "runner-clock__time--hidden",
          forced ? "runner-clock__time--soon" : "",
          urgent ? "runner-clock__time--urgent" : "",
        ]
          .filter(Boolean)
          .join(" ")}
      >
        {visible ? (
          formatClock(left)
        ) : (
          <>
            <ClockIcon />
            <span className="visually-hidden">{formatClock(left)} (hidden)</span>
          </>
        )}
      </span>
      {/* Kept in the layout (but not in the tab order) in the last minutes, so nothing shifts. */}
      <button
        type="button"
        className={`runner-clock__toggle${forced ? " runner-clock__toggle--gone" : ""}`}
        aria-label={hidden ? "Show timer" : "Hide timer"}
        onClick={() => controller.tools.setTool("timerHidden", !hidden)}
      >
        {hidden ? "Show" : "Hide"}
      </button>
    </div>
  );
}
