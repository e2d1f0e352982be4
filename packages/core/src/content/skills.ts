import { TAXONOMY, type Section } from "./taxonomy.js";

/** Short, stable slugs for the skills: the folder names of bank packs and the bank ids in /categories/<slug>. */
const SLUGS: Record<string, string> = {
  "Central Ideas and Details": "central-ideas-and-details",
  Inferences: "inferences",
  "Command of Evidence": "command-of-evidence",
  "Words in Context": "words-in-context",
  "Text Structure and Purpose": "text-structure-and-purpose",
  "Cross-Text Connections": "cross-text-connections",
  "Rhetorical Synthesis": "rhetorical-synthesis",
  Transitions: "transitions",
  Boundaries: "boundaries",
  "Form, Structure, and Sense": "form-structure-and-sense",
  "Linear equations in one variable": "linear-equations-one-variable",
  "Linear functions": "linear-functions",
  "Linear equations in two variables": "linear-equations-two-variables",
  "Systems of two linear equations in two variables": "systems-of-linear-equations",
  "Linear inequalities in one or two variables": "linear-inequalities",
  "Nonlinear functions": "nonlinear-functions",
  "Nonlinear equations in one variable and systems of equations in two variables": "nonlinear-equations-and-systems",
  "Equivalent expressions": "equivalent-expressions",
  "Ratios, rates, proportional relationships, and units": "ratios-rates-and-units",
  Percentages: "percentages",
  "One-variable data: distributions and measures of center and spread": "one-variable-data",
  "Two-variable data: models and scatterplots": "two-variable-data",
  "Probability and conditional probability": "probability",
  "Inference from sample statistics and margin of error": "sample-statistics-and-margin-of-error",
  "Evaluating statistical claims: observational studies and experiments": "statistical-claims",
  "Area and volume": "area-and-volume",
  "Lines, angles, and triangles": "lines-angles-and-triangles",
  "Right triangles and trigonometry": "right-triangles-and-trigonometry",
  Circles: "circles",
};

export interface SkillInfo {
  section: Section;
  domain: string;
  domainName: string;
  skill: string;
  slug: string;
}

/** Every skill of the taxonomy in its official order. */
export const SKILLS: readonly SkillInfo[] = (Object.keys(TAXONOMY) as Section[]).flatMap((section) =>
  Object.entries(TAXONOMY[section] as Record<string, { name: string; skills: readonly string[] }>).flatMap(
    ([domain, { name, skills }]) =>
      skills.map((skill) => ({ section, domain, domainName: name, skill, slug: SLUGS[skill] ?? "" })),
  ),
);

export const skillBySlug = (slug: string): SkillInfo | undefined => SKILLS.find((s) => s.slug === slug);
export const skillByName = (skill: string): SkillInfo | undefined => SKILLS.find((s) => s.skill === skill);

/** The section a domain code belongs to (the codes are unique across sections). */
export function sectionOfDomain(domain: string): Section | undefined {
  return (Object.keys(TAXONOMY) as Section[]).find((section) => domain in TAXONOMY[section]);
}
