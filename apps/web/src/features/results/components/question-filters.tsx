import { useId } from "react";
import type { DomainPerformance } from "@sat/core";
import { Button } from "../../../components/ui/button";
import {
  NO_FILTER,
  OUTCOME_CHOICES,
  domainChoices,
  isFiltered,
  narrow,
  skillChoices,
  toOutcomeFilter,
  toSection,
  type ChoiceGroup,
  type QuestionFilter,
} from "../question-filter";
import { SECTIONS, sectionLabel } from "../report-format";

interface QuestionFiltersProps {
  filter: QuestionFilter;
  domains: DomainPerformance[];
  onChange: (filter: QuestionFilter) => void;
  shown: number;
  total: number;
}

export function QuestionFilters({ filter, domains, onChange, shown, total }: QuestionFiltersProps) {
  const set = (change: Partial<QuestionFilter>) => onChange(narrow({ ...filter, ...change }, domains));
  return (
    <div className="q-filters">
      <div className="q-filters__controls" role="group" aria-label="Filter questions">
        <Select
          label="Section"
          value={filter.section}
          onChange={(v) => set({ section: toSection(v) })}
          all="All sections"
          groups={[{ label: "", choices: SECTIONS.map((s) => ({ value: s, label: sectionLabel(s) })) }]}
        />
        <Select
          label="Domain"
          value={filter.domain}
          onChange={(v) => set({ domain: v })}
          all="All domains"
          groups={domainChoices(domains, filter.section)}
        />
        <Select
          label="Skill"
          value={filter.skill}
          onChange={(v) => set({ skill: v })}
          all="All skills"
          groups={skillChoices(domains, filter)}
        />
        <Select
          label="Result"
          value={filter.outcome}
          onChange={(v) => set({ outcome: toOutcomeFilter(v) })}
          groups={[{ label: "", choices: OUTCOME_CHOICES.map((c) => ({ value: c.value, label: c.label })) }]}
        />
      </div>
      <div className="q-filters__summary">
        <p className="q-filters__count" role="status">
          Showing {shown} of {total}
        </p>
        {isFiltered(filter) && (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTER)}>
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}

interface SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The label of the "no filter" choice; absent when the choices include it. */
  all?: string;
  groups: ChoiceGroup[];
}

function Select({ label, value, onChange, all, groups }: SelectProps) {
  const id = useId();
  const grouped = groups.length > 1;
  return (
    <div className="q-filters__field">
      <label className="q-filters__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="q-filters__select" value={value} onChange={(e) => onChange(e.target.value)}>
        {all && <option value="all">{all}</option>}
        {groups.map((g) =>
          grouped ? (
            <optgroup key={g.label} label={g.label}>
              {g.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          ) : (
            g.choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))
          ),
        )}
      </select>
    </div>
  );
}
