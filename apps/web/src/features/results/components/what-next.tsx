import { Link } from "react-router";
import type { TestResult } from "@sat/core";
import { paths } from "../../../app/paths";
import { difficultyLabel, sectionLabel } from "../report-format";
import "./what-next.css";

/** Three skills to practise next, each opening the question bank at the difficulty that fits. */
export function WhatNext({ skills }: { skills: TestResult["whatNext"] }) {
  if (skills.length === 0) return null;
  return (
    <section className="what-next" aria-labelledby="what-next-title">
      <h2 id="what-next-title">What next</h2>
      <ul className="what-next__list">
        {skills.map((s) => (
          <li key={s.slug} className="what-next__card card">
            <p className="what-next__where">
              {sectionLabel(s.sectionName)} · {s.domainName}
            </p>
            <h3 className="what-next__skill">{s.skill}</h3>
            <p className="what-next__figures">
              {s.accuracyPercent === null
                ? "Not answered yet"
                : `${s.accuracyPercent}% correct (${s.correct} of ${s.questions})`}
            </p>
            <p className="what-next__level">{difficultyLabel(s.difficulty)} questions suit you now</p>
            <Link className="btn btn--secondary btn--sm" to={paths.category(s.slug, { difficulty: s.difficulty })}>
              Practise this skill<span className="visually-hidden">: {s.skill}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
