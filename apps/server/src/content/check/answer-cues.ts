import { OPTION_LETTERS, type ContentQuestion } from "@sat/core";
import type { LoadedPack } from "../pack/load-pack.js";
import type { Problem } from "../pack/problem.js";

/** In a pack's Reading and Writing multiple choice, the key may be the strictly longest choice this often at most. */
export const MAX_LONGEST_KEY_PACK = 0.3;
/** … and in any one skill, over every pack checked together. */
export const MAX_LONGEST_KEY_SKILL = 0.4;
/** Each letter is the key for this share of a pack's multiple-choice questions. */
export const KEY_LETTER_SHARE = { min: 0.2, max: 0.3 } as const;
/**
 * Below this many questions a share is noise (3 of 8 is 38% by chance), so the figure is reported
 * but not judged: a school's 10-question pack is not held to a test-sized rule.
 */
export const MIN_QUESTIONS_FOR_SHARE_RULES = 20;

const READING_WRITING_DOMAINS = new Set(["INI", "CAS", "EOI", "SEC"]);

/** Reading and Writing multiple choice: the questions where a long key could be a tell. */
export const isReadingWritingMcq = (q: ContentQuestion): boolean =>
  q.type === "mcq" && READING_WRITING_DOMAINS.has(q.domain);

/** The key is longer than each of the other three choices (characters, spaces collapsed). */
export function keyIsStrictlyLongest(q: ContentQuestion): boolean {
  const options = q.options;
  const key = OPTION_LETTERS.indexOf(q.correctOption ?? ("" as "A"));
  if (!options || key < 0) return false;
  const lengths = options.map((o) => o.replace(/\s+/g, " ").trim().length);
  const keyLength = lengths[key] ?? 0;
  return lengths.every((length, i) => i === key || length < keyLength);
}

export interface Share {
  count: number;
  total: number;
}
export const percent = ({ count, total }: Share): string =>
  `${count} of ${total} (${Math.round((100 * count) / (total || 1))}%)`;

export function longestKeyShare(questions: ContentQuestion[]): Share {
  const rw = questions.filter(isReadingWritingMcq);
  return { count: rw.filter(keyIsStrictlyLongest).length, total: rw.length };
}

export function keyLetterCounts(questions: ContentQuestion[]): Record<(typeof OPTION_LETTERS)[number], number> {
  const counts = { A: 0, B: 0, C: 0, D: 0 };
  for (const q of questions) if (q.type === "mcq" && q.correctOption) counts[q.correctOption]++;
  return counts;
}

/**
 * Answer cues a test-wise student could exploit: a key that is the longest choice too often (per
 * pack, and per skill across all packs), and keys crowded on some letters.
 */
export function checkAnswerCues(packs: LoadedPack[]): Problem[] {
  const problems: Problem[] = [];
  for (const pack of packs) {
    const questions = pack.questions.map((q) => q.question);
    const longest = longestKeyShare(questions);
    if (longest.total >= MIN_QUESTIONS_FOR_SHARE_RULES && longest.count > MAX_LONGEST_KEY_PACK * longest.total)
      problems.push({
        file: pack.name,
        rule: "answer-length-cue",
        message: `The key is the strictly longest choice in ${percent(longest)} of the Reading and Writing multiple-choice questions; at most ${MAX_LONGEST_KEY_PACK * 100}% allowed.`,
      });
    const letters = keyLetterCounts(questions);
    const mcq = Object.values(letters).reduce((a, b) => a + b, 0);
    if (mcq >= MIN_QUESTIONS_FOR_SHARE_RULES)
      for (const [letter, count] of Object.entries(letters))
        if (count < KEY_LETTER_SHARE.min * mcq || count > KEY_LETTER_SHARE.max * mcq)
          problems.push({
            file: pack.name,
            rule: "key-letter-balance",
            message: `${letter} is the key of ${percent({ count, total: mcq })} multiple-choice questions; each letter should be the key for ${KEY_LETTER_SHARE.min * 100}–${KEY_LETTER_SHARE.max * 100}%.`,
          });
  }

  const bySkill = new Map<string, ContentQuestion[]>();
  for (const pack of packs)
    for (const { question } of pack.questions)
      if (isReadingWritingMcq(question))
        bySkill.set(question.skill, [...(bySkill.get(question.skill) ?? []), question]);
  for (const [skill, questions] of bySkill) {
    const share = longestKeyShare(questions);
    if (share.total >= MIN_QUESTIONS_FOR_SHARE_RULES && share.count > MAX_LONGEST_KEY_SKILL * share.total)
      problems.push({
        file: packs.map((p) => p.name).join(", "),
        rule: "answer-length-cue",
        message: `In '${skill}' the key is the strictly longest choice in ${percent(share)} of the questions across these packs; at most ${MAX_LONGEST_KEY_SKILL * 100}% allowed.`,
      });
  }
  return problems;
}
