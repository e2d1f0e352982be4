import type { ContentQuestion } from "@sat/core";

/** Two questions whose word trigrams overlap this much (Jaccard) are the same question reworded. */
export const NEAR_DUPLICATE_SIMILARITY = 0.6;
/**
 * Two passages of at least PASSAGE_MIN_WORDS content words sharing this share of them (Jaccard over
 * stemmed words, stop words left out) are one passage reworded: synonyms and reordered sentences
 * break trigrams but keep the names, numbers and key terms a passage is made of.
 */
export const PASSAGE_SIMILARITY = 0.5;
export const PASSAGE_MIN_WORDS = 25;
/** Math set in the same formulas (at least this many characters of them) is the same problem in new words. */
export const FORMULA_MIN_CHARS = 8;

export interface Located {
  question: Pick<ContentQuestion, "id" | "passage" | "prompt" | "options">;
  file: string;
}

export interface NearDuplicate {
  a: Located;
  b: Located;
  similarity: number;
  /** What reads the same: the whole question, the passage, or the formulas. */
  basis: "question" | "passage" | "formulas";
}

const FIGURE = /!\[[^\]]*\]\([^)]*\)/g;
const STOP_WORDS = new Set(
  (
    "a an the and or but nor so yet of in on at to for from by with about as into onto over under than then that this these those " +
    "it its is are was were be been being has have had do does did not no which who whom whose what when where why how " +
    "their there they them he she his her him we our you your i my me also more most such can could would should may might " +
    "will shall one two each other some many much very only just both either neither all any if while because although"
  ).split(" "),
);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(FIGURE, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);

/** A crude stem: enough that "measured", "measures" and "measuring" count as one word. */
const stem = (word: string) => word.replace(/(?:ing|ed|es|s|ly)$/, "").slice(0, 8);

function trigrams(q: Located["question"]): Set<string> {
  const words = wordsOf([q.passage, q.prompt, ...(q.options ?? [])].join(" "));
  const set = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) set.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  if (words.length < 3) set.add(words.join(" "));
  return set;
}

function contentWords(passage: string): Set<string> {
  const set = new Set<string>();
  for (const word of wordsOf(passage)) if (word.length > 2 && !STOP_WORDS.has(word)) set.add(stem(word));
  return set.size >= PASSAGE_MIN_WORDS ? set : new Set();
}

/** The formulas of passage and prompt, spaces dropped, as one sorted key; empty when there is too little math. */
function formulas(q: Located["question"]): string {
  const found = [...`${q.passage} ${q.prompt}`.matchAll(/\$\$?([^$]+)\$\$?/g)].map((m) =>
    (m[1] ?? "").replace(/\s+/g, ""),
  );
  const key = [...new Set(found)].sort().join(" | ");
  return key.replace(/[ |]/g, "").length >= FORMULA_MIN_CHARS ? key : "";
}

function jaccard(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  let common = 0;
  for (const s of small) if (large.has(s)) common++;
  return common / (a.size + b.size - common || 1);
}

/** Sizes alone bound the Jaccard similarity, which skips most pairs without comparing them. */
const couldReach = (a: Set<string>, b: Set<string>, threshold: number) =>
  a.size > 0 && b.size > 0 && Math.min(a.size, b.size) / Math.max(a.size, b.size) >= threshold;

/**
 * Pairs of questions that read as the same question: a copy, a copy with a few words changed, the
 * same passage reworded, or the same formulas dressed in a new story. Pairs of `others` (questions
 * already installed) with each other are not compared.
 */
export function nearDuplicates(items: Located[], others: Located[] = []): NearDuplicate[] {
  const own = new Set(items);
  const all = [...items, ...others].map((item) => ({
    item,
    trigrams: trigrams(item.question),
    passage: contentWords(item.question.passage),
    formulas: formulas(item.question),
  }));
  const pairs: NearDuplicate[] = [];
  for (let i = 0; i < all.length; i++) {
    const x = all[i];
    if (!x) continue;
    for (let j = i + 1; j < all.length; j++) {
      const y = all[j];
      if (!y || (!own.has(x.item) && !own.has(y.item))) continue;
      const pair = { a: x.item, b: y.item };
      if (couldReach(x.trigrams, y.trigrams, NEAR_DUPLICATE_SIMILARITY)) {
        const similarity = jaccard(x.trigrams, y.trigrams);
        if (similarity >= NEAR_DUPLICATE_SIMILARITY) {
          pairs.push({ ...pair, similarity, basis: "question" });
          continue;
        }
      }
      if (couldReach(x.passage, y.passage, PASSAGE_SIMILARITY)) {
        const similarity = jaccard(x.passage, y.passage);
        if (similarity >= PASSAGE_SIMILARITY) {
          pairs.push({ ...pair, similarity, basis: "passage" });
          continue;
        }
      }
      if (x.formulas && x.formulas === y.formulas) pairs.push({ ...pair, similarity: 1, basis: "formulas" });
    }
  }
  return pairs;
}
