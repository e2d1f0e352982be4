import { useId } from "react";
import { Link } from "react-router";
import type { Recommendation } from "@sat/core";
import { paths } from "../../../app/paths";
import { accuracyText, difficultyNames } from "../dashboard-format";
import "./progress-cards.css";

export function WhatNext({ items }: { items: Recommendation[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="dash-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="dash-section__title">
        What next
      </h2>
      <ul className="what-next">
        {items.map((r) => (
          <li key={r.slug} className="what-next__item card">
            <p className="what-next__domain">{r.domainName}</p>
            <h3 className="what-next__skill">{r.skill}</h3>
            <p className="what-next__meta">
              <span>{accuracyText(r)}</span>
              <span aria-hidden="true"> · </span>
              <span>{difficultyNames[r.difficulty]} questions</span>
            </p>
            <Link
              className="btn btn--secondary btn--sm what-next__link"
              to={paths.category(r.slug, { difficulty: r.difficulty })}
            >
              Practise this skill<span className="visually-hidden">: {r.skill}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
