import { Button } from "../../../../components/ui/button";
import { useSession } from "../../../../stores/session-store";
import { useRunner, useRunnerController } from "../runner-context";
import { timeLeftMs } from "../runner-store";
import { formatClock } from "../time";
import { focusQuestion } from "./question-screen";

/** The 10-minute break between Reading and Writing and Math. */
export function BreakScreen() {
  const controller = useRunnerController();
  const left = useRunner(timeLeftMs);
  const testName = useRunner((s) => s.testName);
  const submitting = useRunner((s) => s.phase === "submitting");
  const name = useSession((s) => s.userName);
  return (
    <div className="runner-break">
      <section className="runner-break__clock" aria-labelledby="runner-break-clock">
        <h2 id="runner-break-clock" className="runner-break__clock-title">
          Remaining Break Time:
        </h2>
        <span role="timer" aria-label="Remaining break time" className="runner-break__time">
          {formatClock(left)}
        </span>
        <Button
          className="runner-break__resume"
          busy={submitting}
          onClick={() => void controller.finishStage("resume").then(focusQuestion)}
        >
          Resume Testing
        </Button>
      </section>
      <section className="runner-break__info">
        <h1 className="runner-break__title">Practice Test Break</h1>
        <p>
          You can resume this practice test as soon as you&apos;re ready to move on. On test day, you&apos;ll wait until
          the clock counts down. Read below to see how breaks work on test day.
        </p>
        <hr className="runner-break__rule" />
        <h2 className="runner-break__subtitle">Take a Break: Do Not Close Your Device</h2>
        <p>When the break time is over, the Math section starts by itself. Select Resume Testing to start it sooner.</p>
        <h3 className="runner-break__rules-title">Follow these rules during the break:</h3>
        <ol className="runner-break__rules">
          <li>Do not disturb students who are still testing.</li>
          <li>Do not exit the app or close your device.</li>
          <li>Do not access phones, smartwatches, textbooks, notes, or the internet.</li>
          <li>Do not eat or drink in the test room.</li>
          <li>Do not speak in the test room; outside the test room, do not discuss the exam with anyone.</li>
        </ol>
        <dl className="runner-break__who">
          <div>
            <dt>Student</dt>
            <dd>{name ?? "Student"}</dd>
          </div>
          <div>
            <dt>Test</dt>
            <dd>{testName}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
