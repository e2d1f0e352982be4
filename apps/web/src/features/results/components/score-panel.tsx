import { useState } from "react";
import type { TestResult } from "@sat/core";
import { Tabs } from "../../../components/ui/tabs";

export function ScorePanel({ result }: { result: TestResult }) {
  const [tab, setTab] = useState("raw");
  const { scores } = result;
  const rawRows = result.modules.map((m) => ({
    label: `${m.sectionName === "Mathematics" ? "Math" : "Reading and Writing"}, ${m.moduleName === "Module1" ? "Module 1" : "Module 2"}`,
    correct: m.questions.filter((q) => q.isCorrect).length,
    total: m.questions.length,
  }));
  return (
    <section className="score-panel card" aria-label="Scores">
      <Tabs
        label="Score type"
        active={tab}
        onChange={setTab}
        tabs={[
          {
            id: "raw",
            label: "Raw Score",
            content: (
              <div className="score-panel__grid">
                <Figure
                  label="Reading and Writing"
                  value={`${scores.readingWriting.rawCorrect} / ${scores.readingWriting.rawTotal}`}
                />
                <Figure label="Math" value={`${scores.math.rawCorrect} / ${scores.math.rawTotal}`} />
                <ul className="score-panel__modules">
                  {rawRows.map((r) => (
                    <li key={r.label}>
                      <span>{r.label}</span>
                      <span>
                        {r.correct} of {r.total} correct
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ),
          },
          {
            id: "final",
            label: "Final Score",
            content: (
              <div className="score-panel__grid">
                <Figure label="Total" value={String(scores.total)} note="400 to 1600" strong />
                <Figure label="Reading and Writing" value={String(scores.readingWriting.scaled)} note="200 to 800" />
                <Figure label="Math" value={String(scores.math.scaled)} note="200 to 800" />
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}

function Figure({ label, value, note, strong }: { label: string; value: string; note?: string; strong?: boolean }) {
  return (
    <div className={`score-figure${strong ? " score-figure--strong" : ""}`}>
      <span className="score-figure__label">{label}</span>
      <span className="score-figure__value">{value}</span>
      {note && <span className="score-figure__note">{note}</span>}
    </div>
  );
}
