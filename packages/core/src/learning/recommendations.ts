import { TAXONOMY, type Difficulty, type Section } from "../content/taxonomy.js";
import { SKILLS, type SkillInfo } from "../content/skills.js";
import { DIFFICULTY_LOCATION } from "../scoring/calibration.js";
import { thetaToScaled } from "../scoring/section-score.js";

/** sat-facts: the rough share of a section's questions in each domain. */
export const DOMAIN_SHARE: Record<string, number> = {
  INI: 0.26,
  CAS: 0.28,
  EOI: 0.2,
  SEC: 0.26,
  H: 0.35,
  P: 0.35,
  Q: 0.15,
  S: 0.15,
};

/**
 * A skill's share of its section on the real test. sat-facts gives shares per domain only, so a
 * domain's share is split evenly over its skills; the two sections weigh the same in the total.
 */
export function skillShare(skill: SkillInfo): number {
  const domains = TAXONOMY[skill.section] as Record<string, { skills: readonly string[] }>;
  const count = domains[skill.domain]?.skills.length ?? 1;
  return (DOMAIN_SHARE[skill.domain] ?? 0) / count;
}

/** Laplace's rule: one right and one wrong answer assumed, so one lucky answer is not mastery. */
export const smoothedAccuracy = (correct: number, questions: number) => (correct + 1) / (questions + 2);

/** Points of the section the student would gain by mastering the skill: share times what is missed. */
export const expectedGain = (skill: SkillInfo, correct: number, questions: number) =>
  skillShare(skill) * (1 - smoothedAccuracy(correct, questions));

/**
 * The difficulty whose module-1 location (docs/scoring.md) is nearest the student's ability in the
 * section: the band where they answer about two in three right. The boundaries are the midpoints
 * between the locations, on the score scale. Without a score yet: medium.
 */
export function fittingDifficulty(sectionScaled: number | null): Difficulty {
  if (sectionScaled === null) return "M";
  const easyTop = thetaToScaled((DIFFICULTY_LOCATION.E + DIFFICULTY_LOCATION.M) / 2);
  const hardFrom = thetaToScaled((DIFFICULTY_LOCATION.M + DIFFICULTY_LOCATION.H) / 2);
  if (sectionScaled < easyTop) return "E";
  if (sectionScaled >= hardFrom) return "H";
  return "M";
}

export interface SkillEvidence {
  slug: string;
  questions: number;
  correct: number;
}

export interface SkillRecommendation {
  skill: SkillInfo;
  questions: number;
  correct: number;
  gain: number;
  difficulty: Difficulty;
}

export const WHAT_NEXT_COUNT = 3;

/** The skills where practice pays most, ties broken by the official order. */
export function whatNext(
  evidence: readonly SkillEvidence[],
  latestSectionScores: Record<Section, number | null>,
): SkillRecommendation[] {
  const bySlug = new Map(evidence.map((e) => [e.slug, e]));
  return SKILLS.map((skill, order) => {
    const e = bySlug.get(skill.slug) ?? { questions: 0, correct: 0 };
    return {
      order,
      skill,
      questions: e.questions,
      correct: e.correct,
      gain: expectedGain(skill, e.correct, e.questions),
      difficulty: fittingDifficulty(latestSectionScores[skill.section]),
    };
  })
    .sort((a, b) => b.gain - a.gain || a.order - b.order)
    .slice(0, WHAT_NEXT_COUNT)
    .map(({ order: _order, ...rest }) => rest);
}
