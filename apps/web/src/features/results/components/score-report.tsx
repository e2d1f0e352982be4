import type { TestResult } from "@sat/core";
import { TAXONOMY } from "@sat/core";

const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

function domainName(sectionName: string, code: string): string {
  const section = sectionName === "Mathematics" ? TAXONOMY.math : TAXONOMY["reading-writing"];
  return (section as Record<string, { name: string }>)[code]?.name ?? code;
}

/** Correct of total per domain and skill, and the time spent in each module. */
export function ScoreReport({ result }: { result: TestResult }) {
  const sections = ["ReadingAndWriting", "Mathematics"] as const;
  return (
    <section className="score-report" aria-labelledby="score-report-title">
      <h2 id="score-report-title">Score report</h2>
      <div className="score-report__grid">
        {sections.map((s) => (
          <div key={s} className="card score-report__section">
            <h3>{s === "Mathematics" ? "Math" : "Reading and Writing"}</h3>
            <ul className="score-report__skills">
              {result.breakdown
                .filter((b) => b.sectionName === s)
                .map((b) => (
                  <li key={`${b.domain}-${b.skill}`}>
                    <span className="score-report__skill">
                      {b.skill}
                      <span className="score-report__domain">{domainName(s, b.domain)}</span>
                    </span>
                    <span className="score-report__bar" aria-hidden="true">
                      <span style={{ width: `${(b.correct / Math.max(1, b.total)) * 100}%` }} />
                    </span>
                    <span className="score-report__count">
                      {b.correct} of {b.total}
                    </span>
                  </li>
                ))}
            </ul>
          </div>
        ))}
        <div className="card score-report__section">
          <h3>Time spent</h3>
          <ul className="score-report__times">
            {result.modules.map((m) => (
              <li key={m.stage}>
                <span>
                  {m.sectionName === "Mathematics" ? "Math" : "Reading and Writing"},{" "}
                  {m.moduleName === "Module1" ? "Module 1" : "Module 2"}
                </span>
                <span>{minutes(m.spentMs)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
