import { useEffect } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { Loader } from "../../../components/ui/loader";
import { formatDate } from "../../../lib/format";
import { storage, storageKeys } from "../../../lib/storage";
import { useGuestGate } from "../../auth/use-guest-gate";
import { useCompletedTests } from "../api/get-completed-tests";
import "./results.css";

/** Spec section 2, Test results list. */
export function Component() {
  const isGuest = useGuestGate();
  const { data, isPending } = useCompletedTests(!isGuest);
  useEffect(() => {
    storage.remove(storageKeys.overallResults);
    storage.remove(storageKeys.isScoreCalculated);
  }, []);
  return (
    <div className="page">
      <h1>Test Results</h1>
      {isGuest ? (
        <div className="empty-state card">
          <p>Log in to see your test results.</p>
        </div>
      ) : isPending || !data ? (
        <Loader label="Loading your results…" />
      ) : data.length === 0 ? (
        <div className="empty-state card">
          <p>No Test Results Found</p>
          <Link to={paths.practices}>Take a practice test</Link>
        </div>
      ) : (
        <ul className="results-list">
          {data.map((t) => (
            <li key={t.userTestId} className="results-list__card card">
              <div>
                <h2 className="results-list__name">{t.name}</h2>
                <p className="results-list__date">Completed {formatDate(t.completedAt)}</p>
              </div>
              <p className="results-list__score">
                <span className="results-list__label">My Score</span>
                <span className="results-list__value">{t.additionalProps.overallresult.overallFinaleScaledScore}</span>
              </p>
              <Link className="btn btn--primary btn--md" to={`${paths.result(t.testId)}?attempt=${t.userTestId}`}>
                View Result
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
