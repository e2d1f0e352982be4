import { Link } from "react-router";
import { paths } from "../../app/paths";
import { Button } from "../../components/ui/button";
import { useSession } from "../../stores/session-store";
import { VerifyEmailNotice } from "../account-email/components/verify-email-notice";
import { useMe } from "../auth/api/me";
import { useProgress } from "./api/progress";
import { DashboardSkeleton } from "./components/dashboard-skeleton";
import { ExamCard } from "./components/exam-card";
import { ReviewCard } from "./components/review-card";
import { ScoreHistory } from "./components/score-history";
import { SkillMastery } from "./components/skill-mastery";
import { WhatNext } from "./components/what-next";
import "./dashboard.route.css";

const shortcuts = [
  { to: paths.practices, title: "Practice Tests", text: "Full-length adaptive tests, timed like test day." },
  { to: paths.categories, title: "Question Bank", text: "Drill one skill at a time with instant feedback." },
  { to: paths.results, title: "Test Results", text: "Scores and an explanation for every question." },
  { to: paths.references, title: "Reference Sheet", text: "The maths formulas you can use in the Math section." },
];

function LearningLoop() {
  const { data, isPending, isError, refetch, isRefetching } = useProgress(true);
  // The email notice arrives with the rest, not after it: nothing on screen moves down (layout shift).
  const profilePending = useMe().isPending;
  if (isPending || profilePending) {
    return (
      <>
        <p className="visually-hidden" role="status">
          Loading your progress…
        </p>
        <DashboardSkeleton />
      </>
    );
  }
  if (isError) {
    return (
      <div className="dash-error card" role="alert">
        <p>Your progress could not be loaded.</p>
        <Button variant="secondary" size="sm" busy={isRefetching} onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <>
      <VerifyEmailNotice />
      <div className="dash-grid">
        <ExamCard exam={data.exam} />
        <ReviewCard review={data.review} />
        <div className="dash-grid__wide">
          <ScoreHistory history={data.history} target={data.exam.targetScore} />
        </div>
        <div className="dash-grid__wide">
          <WhatNext items={data.whatNext} />
        </div>
        <div className="dash-grid__wide">
          <SkillMastery mastery={data.mastery} />
        </div>
      </div>
    </>
  );
}

export function Component() {
  const name = useSession((s) => s.userName);
  const signedIn = useSession((s) => s.token !== null);
  return (
    <div className="page dashboard">
      <h1>Welcome{signedIn && name ? `, ${name}` : ""}!</h1>
      <p className="page__lead">We&apos;re excited to have you on your journey to success.</p>
      {signedIn ? (
        <LearningLoop />
      ) : (
        <p className="dash-guest card">
          <Link to={paths.login}>Log in</Link> to follow your scores, your weakest skills and the mistakes to review.
        </p>
      )}
      <section className="dash-section dashboard__shortcuts" aria-labelledby="dashboard-shortcuts">
        <h2 id="dashboard-shortcuts" className="dash-section__title">
          Shortcuts
        </h2>
        <ul className="dashboard__grid">
          {shortcuts.map((s) => (
            <li key={s.to}>
              <Link className="dashboard__card card" to={s.to}>
                <span className="dashboard__card-title">{s.title}</span>
                <span className="dashboard__card-text">{s.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
