import { STAGE_INFO } from "@sat/core";
import type { TestSummary } from "@sat/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { formatDate } from "../../../lib/format";
import { LockIcon } from "../runner/components/icons";
import { formatClock } from "../runner/time";

/** The whole test: both sections and the break, as a student plans the afternoon. */
const TOTAL_MINUTES = Math.round(Object.values(STAGE_INFO).reduce((sum, s) => sum + s.durationMs, 0) / 60_000);
const DURATION = `${Math.floor(TOTAL_MINUTES / 60)} h ${TOTAL_MINUTES % 60} min`;

export interface TestCardProps {
  test: TestSummary;
  onStart: (test: TestSummary) => void;
  onResume: (test: TestSummary) => void;
}

export function TestCard({ test, onStart, onResume }: TestCardProps) {
  const headingId = `practices-test-${test.testid}`;
  const { inProgress, lastResult, locked } = test;
  const state = locked ? "locked" : inProgress ? "in-progress" : lastResult ? "completed" : "new";
  return (
    <article className={`practices-card practices-card--${state}`} aria-labelledby={headingId}>
      <div className="practices-card__tags">
        <span className={`practices-tag practices-tag--${test.access}`}>{test.access === "pro" ? "PRO" : "Free"}</span>
        {state === "in-progress" && <span className="practices-tag practices-tag--progress">In progress</span>}
        {state === "completed" && <span className="practices-tag practices-tag--done">Completed</span>}
        {locked && (
          <span className="practices-tag practices-tag--locked">
            <LockIcon size={14} /> Locked
          </span>
        )}
      </div>
      <h2 id={headingId} className="practices-card__name">
        {test.name}
      </h2>
      <p className="practices-card__meta">
        {test.totalQuestions} questions · 4 modules · {DURATION} with the break
      </p>

      {inProgress && (
        <div className="practices-card__progress">
          <div
            className="practices-progress"
            role="progressbar"
            aria-label="Questions answered"
            aria-valuemin={0}
            aria-valuemax={test.totalQuestions}
            aria-valuenow={inProgress.answeredCount}
          >
            <span
              className="practices-progress__bar"
              style={{
                width: `${Math.min(100, (inProgress.answeredCount / Math.max(1, test.totalQuestions)) * 100)}%`,
              }}
            />
          </div>
          <p className="practices-card__line">
            <strong>
              {inProgress.answeredCount} of {test.totalQuestions} answered
            </strong>
          </p>
          <p className="practices-card__line">
            {STAGE_INFO[inProgress.currentModuleName].title} · {formatClock(inProgress.timeLeftMs)} left
          </p>
        </div>
      )}

      {lastResult && (
        <p className="practices-card__score">
          <span className="practices-card__score-label">Last score</span>
          <span className="practices-card__score-value">{lastResult.totalScore}</span>
          <span className="practices-card__score-of">/ 1600 · {formatDate(lastResult.completedAt)}</span>
        </p>
      )}

      {locked ? (
        <div className="practices-card__actions">
          <p className="practices-card__locked-text">Included with PRO.</p>
          <Link className="btn btn--secondary btn--md" to={paths.products}>
            See PRO plans
          </Link>
        </div>
      ) : (
        <div className="practices-card__actions">
          {lastResult && (
            <Link className="btn btn--secondary btn--md" to={paths.result(test.testid)}>
              View Result
            </Link>
          )}
          {inProgress ? (
            <Button onClick={() => onResume(test)}>Resume</Button>
          ) : lastResult ? (
            <Button onClick={() => onStart(test)}>Retake</Button>
          ) : (
            <Button onClick={() => onStart(test)}>Start</Button>
          )}
        </div>
      )}
    </article>
  );
}
