import { DIFFICULTIES, MODULE_QUESTION_COUNT, SKILLS, TAXONOMY, type Difficulty, type Section } from "@sat/core";
import type { LoadedPack, PackQuestion } from "../pack/load-pack.js";
import type { Problem } from "../pack/problem.js";

/** Rough share of questions per domain on a real test (shared/docs/sat-facts.md). */
export const DOMAIN_SHARES: Record<Section, Record<string, number>> = {
  "reading-writing": { INI: 0.26, CAS: 0.28, EOI: 0.2, SEC: 0.26 },
  math: { H: 0.35, P: 0.35, Q: 0.15, S: 0.15 },
};
/** How far a module's count for a domain may stray from its share of the module. */
export const DOMAIN_TOLERANCE = 2;
/** About a quarter of Math questions are student-produced responses (sat-facts); a module may stray by this many. */
export const SPR_SHARE = 0.25;
export const SPR_TOLERANCE = 2;
/** The harder module 2's mean difficulty (E 1, M 2, H 3) must exceed the easier one's by at least this. */
export const MIN_DIFFICULTY_GAP = 0.5;
/**
 * Within a Reading and Writing module, both skills of Standard English Conventions (boundaries as
 * well as form, structure and sense) and of Expression of Ideas (transitions and rhetorical
 * synthesis) appear, each at least this often: the real test spreads them, so one cannot crowd out the other.
 */
export const SKILL_MIX: Record<string, { skills: string[]; min: number }> = {
  SEC: { skills: ["Boundaries", "Form, Structure, and Sense"], min: 2 },
  EOI: { skills: ["Transitions", "Rhetorical Synthesis"], min: 2 },
};
/** A bank that claims to cover the taxonomy has at least this many questions per skill … */
export const MIN_BANK_QUESTIONS_PER_SKILL = 30;
/** … and at least this many of each difficulty, so a student filtering by difficulty still has a session's worth. */
export const MIN_BANK_QUESTIONS_PER_DIFFICULTY = 10;

const WEIGHT: Record<Difficulty, number> = { E: 1, M: 2, H: 3 };
const meanDifficulty = (qs: PackQuestion[]) =>
  qs.reduce((sum, q) => sum + WEIGHT[q.question.difficulty], 0) / (qs.length || 1);

/** Module sizes, each module's domain mix, and a harder module 2 that is clearly harder than the easier one. */
export function checkTestPack(pack: LoadedPack): Problem[] {
  const problems: Problem[] = [];
  const add = (rule: string, message: string) => problems.push({ file: pack.name, rule, message });
  for (const section of Object.keys(MODULE_QUESTION_COUNT) as Section[]) {
    const modules = new Map(
      (["module1", "module2-easier", "module2-harder"] as const).map((key) => [
        key,
        pack.questions.filter((q) => q.module?.section === section && q.module.key === key),
      ]),
    );
    for (const [key, qs] of modules) {
      const size = MODULE_QUESTION_COUNT[section];
      if (qs.length !== size) add("module-size", `${section}/${key} has ${qs.length} questions; a module has ${size}.`);
      if (qs.length === 0) continue;
      if (section === "math") {
        const spr = qs.filter((q) => q.question.type === "spr").length;
        if (Math.abs(spr - SPR_SHARE * qs.length) > SPR_TOLERANCE)
          add(
            "spr-share",
            `math/${key} has ${spr} student-produced responses; about ${(SPR_SHARE * qs.length).toFixed(1)} (a quarter) expected, ±${SPR_TOLERANCE}.`,
          );
      }
      for (const [domain, { skills, min }] of Object.entries(SKILL_MIX)) {
        if (section !== "reading-writing") break;
        for (const skill of skills) {
          const count = qs.filter((q) => q.question.domain === domain && q.question.skill === skill).length;
          if (count < min)
            add("skill-mix", `${section}/${key} has ${count} '${skill}' questions; at least ${min} expected.`);
        }
      }
      for (const [domain, share] of Object.entries(DOMAIN_SHARES[section])) {
        const count = qs.filter((q) => q.question.domain === domain).length;
        const expected = share * qs.length;
        if (Math.abs(count - expected) > DOMAIN_TOLERANCE) {
          const name = (TAXONOMY[section] as Record<string, { name: string }>)[domain]?.name ?? domain;
          add(
            "domain-mix",
            `${section}/${key} has ${count} ${name} questions; about ${expected.toFixed(1)} (${Math.round(share * 100)}%) expected, ±${DOMAIN_TOLERANCE}.`,
          );
        }
      }
    }
    const easier = modules.get("module2-easier") ?? [];
    const harder = modules.get("module2-harder") ?? [];
    if (easier.length && harder.length) {
      const gap = meanDifficulty(harder) - meanDifficulty(easier);
      const count = (qs: PackQuestion[], d: Difficulty) => qs.filter((q) => q.question.difficulty === d).length;
      if (
        gap < MIN_DIFFICULTY_GAP ||
        count(harder, "H") <= count(easier, "H") ||
        count(harder, "E") >= count(easier, "E")
      )
        add(
          "module-difficulty",
          `${section}/module2-harder is not clearly harder than module2-easier (mean difficulty ${meanDifficulty(harder).toFixed(2)} vs ${meanDifficulty(easier).toFixed(2)}, ${count(harder, "H")} vs ${count(easier, "H")} hard and ${count(harder, "E")} vs ${count(easier, "E")} easy questions; the gap must be at least ${MIN_DIFFICULTY_GAP}, with more hard and fewer easy questions).`,
        );
    }
  }
  return problems;
}

/** A bank covering the whole taxonomy: enough questions for every skill, and enough easy, medium and hard ones. */
export function checkBankCoverage(pack: LoadedPack): Problem[] {
  return SKILLS.flatMap(({ skill, slug }) => {
    const qs = pack.questions.filter((q) => q.question.skill === skill);
    const short = DIFFICULTIES.flatMap((d) => {
      const n = qs.filter((q) => q.question.difficulty === d).length;
      return n < MIN_BANK_QUESTIONS_PER_DIFFICULTY ? [`${n} ${d}`] : [];
    });
    const problems: Problem[] = [];
    if (qs.length < MIN_BANK_QUESTIONS_PER_SKILL)
      problems.push({
        file: `${pack.name}/${slug}`,
        rule: "bank-coverage",
        message: `'${skill}' has ${qs.length} questions; at least ${MIN_BANK_QUESTIONS_PER_SKILL} expected.`,
      });
    if (qs.length && short.length)
      problems.push({
        file: `${pack.name}/${slug}`,
        rule: "bank-coverage",
        message: `'${skill}' has ${short.join(", ")}; at least ${MIN_BANK_QUESTIONS_PER_DIFFICULTY} of each difficulty (E, M, H) expected.`,
      });
    return problems;
  });
}

/** Figures are self-contained SVG made by the project: no scripts, handlers or outside references; every one used. */
export function checkFigures(pack: LoadedPack): Problem[] {
  const problems: Problem[] = [];
  const used = new Set(
    pack.questions.flatMap(({ question: q }) =>
      [q.passage, q.prompt, q.explanation, ...(q.options ?? [])].flatMap((t) =>
        [...t.matchAll(/!\[[^\]]*\]\(([^)]*)\)/g)].map((m) => m[1]),
      ),
    ),
  );
  for (const [id, { file, svg }] of pack.figures) {
    const add = (message: string) => problems.push({ file, rule: "figures", message });
    if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(svg) || !/<\/svg>\s*$/.test(svg)) add("Not an SVG document.");
    if (!/viewBox=/.test(svg)) add("The SVG needs a viewBox so it scales with the page.");
    if (/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(svg))
      add("Scripts and event handlers are not allowed in a figure.");
    if (/(?:href|src)\s*=\s*["'](?!#)/i.test(svg) || /url\((?!#)/i.test(svg))
      add("A figure may not refer to anything outside itself.");
    if (!used.has(id)) add(`Figure '${id}' is not used by any question of the pack.`);
  }
  return problems;
}
