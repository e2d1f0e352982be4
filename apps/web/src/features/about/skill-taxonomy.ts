import { TAXONOMY } from "@sat/core";

export interface SkillDomain {
  name: string;
  skills: readonly string[];
}

export interface SkillSection {
  name: string;
  domains: SkillDomain[];
}

/** The official domains and skills, read from the shared taxonomy, in the shape the About page lists. */
export const SKILL_TAXONOMY: SkillSection[] = [
  { name: "Reading and Writing", domains: Object.values(TAXONOMY["reading-writing"]) },
  { name: "Math", domains: Object.values(TAXONOMY.math) },
];
