import { lazy, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import type { ScoreHistoryPoint } from "@sat/core";
import { paths } from "../../../app/paths";
import { longDate, plural } from "../dashboard-format";
import type { ChartView } from "./score-history-chart";
import "./score-history.css";

const ScoreHistoryChart = lazy(() => import("./score-history-chart"));

const views: { id: ChartView; label: string }[] = [
  { id: "total", label: "Total score" },
  { id: "sections", label: "Section scores" },
];

function chartLabel(history: ScoreHistoryPoint[], target: number | null, view: ChartView): string {
  const latest = history.at(-1);
  if (!latest) return "";
  const tests = plural(history.length, "practice test", "practice tests");
  const base =
    view === "total"
      ? `Line chart of your total score over ${tests}; latest ${latest.total}`
      : `Line chart of your Reading and Writing and Math scores over ${tests}; latest ${latest.readingWriting} and ${latest.math}`;
  return `${base}${view === "total" && target !== null ? `; target ${target}` : ""}. The table below lists every score.`;
}

function ScoreTable({ history }: { history: ScoreHistoryPoint[] }) {
  return (
    <details className="score-history__details">
      <summary>Show scores as a table</summary>
      <div className="score-history__table-wrap">
        <table className="score-history__table">
          <caption className="visually-hidden">Scores of every completed practice test, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Test</th>
              <th scope="col">Total</th>
              <th scope="col">
                <abbr title="Reading and Writing">R&amp;W</abbr>
              </th>
              <th scope="col">Math</th>
            </tr>
          </thead>
          <tbody>
            {history.map((p) => (
              <tr key={p.userTestId}>
                <td>{longDate(p.completedAt)}</td>
                <th scope="row">{p.testName}</th>
                <td>{p.total}</td>
                <td>{p.readingWriting}</td>
                <td>{p.math}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function ScoreHistory({ history, target }: { history: ScoreHistoryPoint[]; target: number | null }) {
  const [view, setView] = useState<ChartView>("total");
  const headingId = useId();
  return (
    <section className="dash-card card score-history" aria-labelledby={headingId}>
      <div className="dash-card__head">
        <h2 id={headingId} className="dash-card__title">
          Score history
        </h2>
        {history.length > 0 && (
          <div className="segmented" role="group" aria-label="Scores to show">
            {views.map((v) => (
              <button
                key={v.id}
                type="button"
                className="segmented__option"
                aria-pressed={view === v.id}
                onClick={() => setView(v.id)}
              >
                {v.label}
              </button>
            ))}
          </div>
        )}
      </div>
      {history.length === 0 ? (
        <div className="dash-empty">
          <p>Finish a practice test to see your scores here.</p>
          <Link className="btn btn--secondary btn--sm" to={paths.practices}>
            Go to Practice Tests
          </Link>
        </div>
      ) : (
        <>
          <div className="score-history__chart">
            <Suspense fallback={<div className="skeleton score-history__chart-skeleton" />}>
              <ScoreHistoryChart
                history={history}
                target={target}
                view={view}
                label={chartLabel(history, target, view)}
              />
            </Suspense>
          </div>
          <ScoreTable history={history} />
        </>
      )}
    </section>
  );
}
