import { useId, useState } from "react";
import type { DomainPerformance } from "@sat/core";
import { SECTIONS, sectionLabel } from "../report-format";

/**
 * The official report's Knowledge and Skills panel: per section its four domains, each opening to
 * its skills. Every bar repeats a figure printed beside it, so the bar itself is hidden from
 * screen readers. Closed skill lists stay in the page (hidden) so the print view can open them all.
 */
export function KnowledgeSkills({ domains }: { domains: DomainPerformance[] }) {
  return (
    <section className="ks card" aria-labelledby="ks-title">
      <h2 id="ks-title">Knowledge and Skills</h2>
      <p className="ks__lead">Questions answered correctly in each content domain. Open a domain to see its skills.</p>
      <div className="ks__grid">
        {SECTIONS.map((section) => (
          <div key={section} className="ks__section">
            <h3 className="ks__section-title">{sectionLabel(section)}</h3>
            <ul className="ks__domains">
              {domains
                .filter((d) => d.sectionName === section)
                .map((d) => (
                  <DomainRow key={d.domain} domain={d} />
                ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

function DomainRow({ domain }: { domain: DomainPerformance }) {
  const [open, setOpen] = useState(false);
  const skillsId = useId();
  return (
    <li className={`ks-domain${open ? " ks-domain--open" : ""}`}>
      <h4 className="ks-domain__heading">
        <button
          type="button"
          className="ks-domain__toggle"
          aria-expanded={open}
          aria-controls={skillsId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="ks-domain__name">{domain.name}</span>
          <Figures correct={domain.correct} questions={domain.questions} />
          <svg className="ks-domain__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </h4>
      <ul id={skillsId} className="ks-skills" hidden={!open}>
        {domain.skills.map((s) => (
          <li key={s.skill} className="ks-skill">
            <span className="ks-skill__name">{s.skill}</span>
            <Figures correct={s.correct} questions={s.questions} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function Figures({ correct, questions }: { correct: number; questions: number }) {
  return (
    <>
      <span className="ks-count">{questions === 0 ? "No questions" : `${correct} of ${questions} correct`}</span>
      <span className="ks-bar" aria-hidden="true">
        <span className="ks-bar__fill" style={{ width: questions === 0 ? 0 : `${(correct / questions) * 100}%` }} />
      </span>
    </>
  );
}
