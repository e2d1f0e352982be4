import type { DomainPerformance, ResultQuestion } from "@sat/core";
import { SECTIONS, sectionLabel, type SectionName } from "./report-format";

export type OutcomeFilter = "all" | "correct" | "incorrect" | "omitted" | "missed" | "marked";

/**
 * What the question table shows. Domain and skill are keys that carry their section
 * (`Mathematics|H`, `Mathematics|H|Linear equations in one variable`), so a code or a skill name
 * shared by two sections can never pick questions from the wrong one.
 */
export interface QuestionFilter {
  section: SectionName | "all";
  domain: string;
  skill: string;
  outcome: OutcomeFilter;
}

export const NO_FILTER: QuestionFilter = { section: "all", domain: "all", skill: "all", outcome: "all" };

export const OUTCOME_CHOICES: readonly { value: OutcomeFilter; label: string }[] = [
  { value: "all", label: "All results" },
  { value: "correct", label: "Correct" },
  { value: "incorrect", label: "Incorrect" },
  { value: "omitted", label: "Omitted" },
  { value: "missed", label: "Incorrect or omitted" },
  { value: "marked", label: "Marked for review" },
];

const isOutcomeFilter = (value: string): value is OutcomeFilter => OUTCOME_CHOICES.some((c) => c.value === value);
export const toOutcomeFilter = (value: string): OutcomeFilter => (isOutcomeFilter(value) ? value : "all");
export const toSection = (value: string): SectionName | "all" => SECTIONS.find((s) => s === value) ?? ("all" as const);

export const domainKey = (section: SectionName, domain: string): string => `${section}|${domain}`;
export const skillKey = (section: SectionName, domain: string, skill: string): string =>
  `${section}|${domain}|${skill}`;

export const isFiltered = (f: QuestionFilter): boolean =>
  f.section !== "all" || f.domain !== "all" || f.skill !== "all" || f.outcome !== "all";

function outcomeMatches(q: ResultQuestion, outcome: OutcomeFilter): boolean {
  switch (outcome) {
    case "all":
      return true;
    case "marked":
      return q.marked;
    case "missed":
      return q.outcome !== "correct";
    case "correct":
    case "incorrect":
    case "omitted":
      return q.outcome === outcome;
  }
}

export function matches(q: ResultQuestion, f: QuestionFilter): boolean {
  if (f.section !== "all" && q.sectionName !== f.section) return false;
  if (f.domain !== "all" && domainKey(q.sectionName, q.domain) !== f.domain) return false;
  if (f.skill !== "all" && skillKey(q.sectionName, q.domain, q.skill) !== f.skill) return false;
  return outcomeMatches(q, f.outcome);
}

export const filterQuestions = (questions: ResultQuestion[], f: QuestionFilter): ResultQuestion[] =>
  questions.filter((q) => matches(q, f));

export interface Choice {
  value: string;
  label: string;
}
export interface ChoiceGroup {
  label: string;
  choices: Choice[];
}

/** The domains the section filter leaves, grouped by section so two sections never blur. */
export function domainChoices(domains: DomainPerformance[], section: SectionName | "all"): ChoiceGroup[] {
  return SECTIONS.filter((s) => section === "all" || s === section)
    .map((s) => ({
      label: sectionLabel(s),
      choices: domains
        .filter((d) => d.sectionName === s)
        .map((d) => ({ value: domainKey(s, d.domain), label: d.name })),
    }))
    .filter((g) => g.choices.length > 0);
}

/** The skills the section and domain filters leave, grouped by domain. */
export function skillChoices(
  domains: DomainPerformance[],
  f: Pick<QuestionFilter, "section" | "domain">,
): ChoiceGroup[] {
  return domains
    .filter((d) => f.section === "all" || d.sectionName === f.section)
    .filter((d) => f.domain === "all" || domainKey(d.sectionName, d.domain) === f.domain)
    .map((d) => ({
      label: d.name,
      choices: d.skills.map((s) => ({ value: skillKey(d.sectionName, d.domain, s.skill), label: s.skill })),
    }))
    .filter((g) => g.choices.length > 0);
}

/** A narrower choice above resets the ones below it that it no longer contains. */
export function narrow(f: QuestionFilter, domains: DomainPerformance[]): QuestionFilter {
  const inGroups = (groups: ChoiceGroup[], value: string) =>
    groups.some((g) => g.choices.some((c) => c.value === value));
  const domain = f.domain === "all" || inGroups(domainChoices(domains, f.section), f.domain) ? f.domain : "all";
  const skill =
    f.skill === "all" || inGroups(skillChoices(domains, { section: f.section, domain }), f.skill) ? f.skill : "all";
  return { ...f, domain, skill };
}
