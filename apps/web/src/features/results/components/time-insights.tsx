import type { TestResult } from "@sat/core";
import { moduleLabel, sectionLabel } from "../report-format";
import { Duration } from "./duration";

type Insight = TestResult["insights"][number];

interface TimeInsightsProps {
  insights: Insight[];
  modules: TestResult["modules"];
  onReview: (insight: Insight) => void;
}

/** The questions that took longest, and slow ones that were missed, against the module's average. */
export function TimeInsights({ insights, modules, onReview }: TimeInsightsProps) {
  // Attempts finished before times were kept carry zeros: say so rather than show 0:00 everywhere.
  const recorded = modules.some((m) => m.spentMs > 0);
  if (!recorded)
    return (
      <section className="insights card" aria-labelledby="insights-title">
        <h2 id="insights-title">Time insights</h2>
        <p className="insights__empty">No times were recorded for this attempt.</p>
      </section>
    );
  return (
    <section className="insights card" aria-labelledby="insights-title">
      <h2 id="insights-title">Time insights</h2>
      {insights.length === 0 ? (
        <p className="insights__empty">No question took much longer than the rest.</p>
      ) : (
        <ul className="insights__list">
          {insights.map((i) => (
            <li key={`${i.kind}-${i.sectionName}-${i.moduleName}-${i.qIdUi}`} className="insights__item">
              <span className={`insights__tag insights__tag--${i.kind}`}>
                {i.kind === "slow-miss" ? "Slow and missed" : "Longest"}
              </span>
              <p className="insights__text">
                <InsightSentence insight={i} />
              </p>
              <button type="button" className="result-link insights__review" onClick={() => onReview(i)}>
                Review question {i.qIdUi}
                <span className="visually-hidden">{`, ${sectionLabel(i.sectionName)}, ${moduleLabel(i.moduleName)}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3 className="insights__subtitle">Time in each module</h3>
      <ul className="insights__modules">
        {modules.map((m) => (
          <li key={m.stage}>
            <span>
              {sectionLabel(m.sectionName)}, {moduleLabel(m.moduleName)}
            </span>
            <span className="insights__time">
              <Duration ms={m.spentMs} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "You spent 4:10 on question 19 (Math, Module 2); the module's average was 1:22." */
export function InsightSentence({ insight: i }: { insight: Insight }) {
  return (
    <>
      You spent <Duration ms={i.timeSpentMs} /> on question {i.qIdUi} ({sectionLabel(i.sectionName)},{" "}
      {moduleLabel(i.moduleName)}){i.kind === "slow-miss" ? " and missed it" : ""}; the module&apos;s average was{" "}
      <Duration ms={i.averageMs} />.
    </>
  );
}
