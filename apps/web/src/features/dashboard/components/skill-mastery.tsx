import { useId } from "react";
import { Link } from "react-router";
import type { SkillMastery as Mastery } from "@sat/core";
import { paths } from "../../../app/paths";
import { plural, trendLabels } from "../dashboard-format";
import "./progress-cards.css";

const SHOWN = 6;

function Trend({ trend }: { trend: Mastery["trend"] }) {
  if (trend === null) return null;
  const { arrow, text } = trendLabels[trend];
  return (
    <span className={`mastery__trend mastery__trend--${trend}`} title={text}>
      <span aria-hidden="true">{arrow}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}

export function SkillMastery({ mastery }: { mastery: Mastery[] }) {
  const headingId = useId();
  const shown = mastery.slice(0, SHOWN);
  return (
    <section className="dash-card card" aria-labelledby={headingId}>
      <div className="dash-card__head">
        <h2 id={headingId} className="dash-card__title">
          Skill mastery
        </h2>
        <Link className="dash-card__action" to={paths.categories}>
          All skills<span className="visually-hidden"> in the Question Bank</span>
        </Link>
      </div>
      {shown.length === 0 ? (
        <div className="dash-empty">
          <p>Answer questions in a practice test or the Question Bank to see how you do in each skill.</p>
        </div>
      ) : (
        <>
          <p className="dash-card__lead">
            {mastery.length > SHOWN ? `Your ${SHOWN} weakest skills` : "Your skills"}, weakest first.
          </p>
          <ul className="mastery">
            {shown.map((m) => (
              <li key={m.slug} className="mastery__row">
                <div className="mastery__name">
                  <span className="mastery__skill">{m.skill}</span>
                  <span className="mastery__domain">{m.domainName}</span>
                </div>
                <div className="mastery__figures">
                  <span className="mastery__bar" aria-hidden="true">
                    <span className="mastery__fill" style={{ width: `${m.accuracyPercent ?? 0}%` }} />
                  </span>
                  <span className="mastery__value">
                    {m.accuracyPercent === null ? (
                      "Not tried yet"
                    ) : (
                      <>
                        <strong>{m.accuracyPercent}%</strong>{" "}
                        <span className="mastery__of">of {plural(m.questions, "question", "questions")}</span>
                      </>
                    )}
                  </span>
                  <Trend trend={m.trend} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
