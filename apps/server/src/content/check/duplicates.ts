import type { ContentQuestion } from "@sat/core";

/** Two questions whose word trigrams overlap this much (Jaccard) are the same question reworded. */
export const NEAR_DUPLICATE_SIMILARITY = 0.6;

export interface Located {
  question: Pick<ContentQuestion, "id" | "passage" | "prompt" | "options">;
  file: string;
}

function shingles(q: Located["question"]): Set<string> {
  const words = [q.passage, q.prompt, ...(q.options ?? [])]
    .join(" ")
    .toLowerCase()
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  const set = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) set.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  if (words.length < 3) set.add(words.join(" "));
  return set;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  let common = 0;
  for (const s of small) if (large.has(s)) common++;
  return common / (a.size + b.size - common || 1);
}

/** Pairs of questions that read as the same question (a copy, or a copy with a few words changed). */
export function nearDuplicates(
  items: Located[],
  others: Located[] = [],
): { a: Located; b: Located; similarity: number }[] {
  const all = [...items, ...others].map((item) => ({ item, set: shingles(item.question), own: items.includes(item) }));
  const pairs: { a: Located; b: Located; similarity: number }[] = [];
  for (let i = 0; i < all.length; i++) {
    const x = all[i];
    if (!x) continue;
    for (let j = i + 1; j < all.length; j++) {
      const y = all[j];
      if (!y || (!x.own && !y.own)) continue;
      // Sizes alone bound the similarity, which skips most pairs without comparing them.
      if (Math.min(x.set.size, y.set.size) / Math.max(x.set.size, y.set.size) < NEAR_DUPLICATE_SIMILARITY) continue;
      const similarity = jaccard(x.set, y.set);
      if (similarity >= NEAR_DUPLICATE_SIMILARITY) pairs.push({ a: x.item, b: y.item, similarity });
    }
  }
  return pairs;
}
