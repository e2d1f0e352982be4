// The mutation pass: a check that passes anything verifies nothing. Each check runs again on copies of its
// question with a wrong key and must fail on every one.
import { LETTERS, collectFailures } from "./assertions.mjs";
import { parseEntry } from "./spr-forms.mjs";

/**
 * Copies of q with a wrong key: every other letter; for a student-produced response a wrong value alone, a
 * wrong value added to the list, and the list without its first form or with only its first form.
 */
export function wrongKeys(q) {
  if (q.type === "mcq") return LETTERS.filter((L) => L !== q.correctOption).map((L) => ({ ...q, correctOption: L }));
  const answers = q.acceptedAnswers ?? [];
  const v = parseEntry(answers[0]);
  if (!v) throw new Error(`the first accepted answer '${answers[0]}' is not a number`);
  // exact fractions, so a wrong value still fits the grid and must be caught by the value check itself
  const mirror = v.mul(-1).sub(2);
  const other = mirror.eq(v) ? v.add(2) : mirror;
  const variants = [
    { ...q, acceptedAnswers: [v.add(1).toString()] },
    { ...q, acceptedAnswers: [...answers, other.toString()] },
  ];
  if (answers.length > 1)
    variants.push({ ...q, acceptedAnswers: answers.slice(1) }, { ...q, acceptedAnswers: answers.slice(0, 1) });
  return variants;
}

/** Does the check fail on q: record a failure, or throw? */
export function catches(check, q) {
  let threw = false;
  const found = collectFailures(() => {
    try {
      check(q);
    } catch {
      threw = true;
    }
  });
  return threw || found.length > 0;
}
