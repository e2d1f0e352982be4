import { useId } from "react";
import { Link } from "react-router";
import type { Progress } from "@sat/core";
import { paths } from "../../../app/paths";
import { countdownText, formatExamDate } from "../dashboard-format";
import "./progress-cards.css";

export function ExamCard({ exam }: { exam: Progress["exam"] }) {
  const headingId = useId();
  const { whenExam, daysLeft, targetScore } = exam;
  const unset = whenExam === null && targetScore === null;
  const passed = daysLeft !== null && daysLeft < 0;
  return (
    <section className="dash-card card exam-card" aria-labelledby={headingId}>
      <div className="dash-card__head">
        <h2 id={headingId} className="dash-card__title">
          Your exam
        </h2>
        {!unset && (
          <Link className="dash-card__action" to={paths.account}>
            Edit<span className="visually-hidden"> exam date and target</span>
          </Link>
        )}
      </div>
      {unset ? (
        <div className="exam-card__prompt">
          <p>Add your exam date and a target score to count down the days and measure each test against your goal.</p>
          <Link className="btn btn--secondary btn--sm" to={paths.account}>
            Set your exam date and target
          </Link>
        </div>
      ) : (
        <>
          {whenExam === null || daysLeft === null ? (
            <p className="exam-card__countdown exam-card__countdown--unset">No exam date set</p>
          ) : (
            <p className="exam-card__countdown">{countdownText(daysLeft)}</p>
          )}
          <dl className="exam-card__facts">
            <div>
              <dt>Exam date</dt>
              <dd>{whenExam === null ? "Not set" : formatExamDate(whenExam)}</dd>
            </div>
            <div>
              <dt>Target score</dt>
              <dd>{targetScore === null ? "Not set" : `Target ${targetScore}`}</dd>
            </div>
          </dl>
          {passed && (
            <p className="exam-card__note">
              <Link to={paths.account}>Set your next exam date</Link> to count down again.
            </p>
          )}
        </>
      )}
    </section>
  );
}
