// Failure reporting and the assertions a key check makes about one question.
//
// A failure is recorded, not thrown, so one run reports every problem of a question. The list it goes to
// belongs to the innermost collectFailures call: the mutation pass runs a check inside the main run and must
// see only that check's failures. `ensure` throws instead, for a check that cannot go on without the fact.
import { close, random, sameSet } from "./numeric.mjs";
import { Q, toRational } from "./rational.mjs";
import { sprProblems } from "./spr-forms.mjs";
import { rhsOf, solutionsOf, valueOf } from "./tex.mjs";

export const LETTERS = ["A", "B", "C", "D"];

export class CheckError extends Error {}

let failures = null;
/** Runs fn and returns the failures it recorded; an exception from fn propagates. */
export function collectFailures(fn) {
  const outer = failures;
  failures = [];
  try {
    fn();
    return failures;
  } finally {
    failures = outer;
  }
}
export function fail(id, msg) {
  // a check called outside a run (from a test, say) must not pass silently
  if (!failures) throw new CheckError(`${id}: ${msg}`);
  failures.push(`${id}: ${msg}`);
}
export function assert(cond, id, msg) {
  if (!cond) fail(id, msg);
}
export function ensure(cond, msg) {
  if (!cond) throw new CheckError(msg);
}

/** The question text holds every part: the data a check uses is the data the student sees. */
export function mustContain(q, ...parts) {
  for (const part of parts)
    assert(q.prompt.includes(part) || q.passage.includes(part), q.id, `question text does not contain '${part}'`);
}

/** Exactly one option satisfies pred(option, letter), and it is the key. */
export function expectOption(q, pred, what = "the right answer") {
  if (q.type !== "mcq" || !Array.isArray(q.options) || q.options.length !== 4)
    return fail(q.id, "expected a multiple-choice question with four options");
  const hits = [];
  q.options.forEach((o, i) => {
    let ok = false;
    try {
      ok = pred(o, LETTERS[i]);
    } catch (e) {
      fail(q.id, `option ${LETTERS[i]} '${o}' could not be checked: ${e.message}`);
    }
    if (ok) hits.push(LETTERS[i]);
  });
  assert(hits.length === 1, q.id, `expected exactly one option to be ${what}, got [${hits}]`);
  assert(hits[0] === q.correctOption, q.id, `computed key ${hits[0]} but the file says ${q.correctOption}`);
}
/** The option whose value (read by `read`, "$…$" by default) is v is the key. */
export function expectValue(q, v, { read = valueOf, tol = 1e-9 } = {}) {
  expectOption(q, (o) => close(read(o), v, tol), `= ${v}`);
}
/**
 * Options are expressions ("$f(x) = …$" or "$…$") in `vars`: the key, and only the key, agrees with f(env)
 * at 40 sample points from pick().
 */
export function expectExpr(q, f, { vars = ["x"], pick = () => Math.round((random() * 20 - 10) * 1000) / 1000 } = {}) {
  const points = [];
  for (let tries = 0; points.length < 40 && tries < 10000; tries++) {
    const env = Object.fromEntries(vars.map((v) => [v, pick()]));
    const y = f(env);
    if (Number.isFinite(y) && Math.abs(y) < 1e12) points.push([env, y]);
  }
  assert(points.length === 40, q.id, "too few sample points where the expression is defined");
  expectOption(
    q,
    (o) => {
      const g = rhsOf(o);
      return points.every(([env, y]) => close(g(env), y, 1e-8));
    },
    "equivalent",
  );
}
/**
 * claims[i] says what option i claims: re (a RegExp) or has (phrase or phrases) must match its text, and ok
 * whether the claim is true. Exactly the key must be true.
 */
export function expectClaims(q, claims) {
  assert(claims.length === q.options?.length, q.id, `${claims.length} claims for ${q.options?.length} options`);
  claims.forEach((c, i) => {
    const text = q.options?.[i] ?? "";
    if (c.re) assert(c.re.test(text), q.id, `option ${LETTERS[i]} does not read as expected (${c.re})`);
    for (const phrase of [].concat(c.has ?? []))
      assert(text.includes(phrase), q.id, `option ${LETTERS[i]} no longer says '${phrase}'`);
  });
  expectOption(q, (_, L) => !!claims[LETTERS.indexOf(L)]?.ok, "a true statement");
}
/** The option naming exactly the solution set sols is the key. */
export function expectSet(q, sols) {
  expectOption(q, (o) => sameSet(solutionsOf(o), sols), `the set {${sols.join(", ")}}`);
}
/**
 * The accepted answers are right for the value (or one of the values) and list every form a student may
 * enter; options as in sprProblems.
 */
export function expectSpr(q, values, options) {
  const vs = [].concat(values);
  if (q.type !== "spr") return fail(q.id, `expected a student-produced response, found ${q.type}`);
  let exact;
  try {
    exact = vs.map(toRational);
  } catch (e) {
    return fail(q.id, `no computed value (${vs}): ${e.message}`);
  }
  if (exact.length === 0) return fail(q.id, "no computed value");
  for (const p of sprProblems(q.acceptedAnswers, exact, options)) fail(q.id, p);
}
/**
 * A numeric multiple-choice question: the key is value, each wrong choice named in slips ({ A: value })
 * is the result of the slip its explanation names, and the choices ascend as on the real test.
 */
export function expectNumericChoices(q, value, { slips = {}, read = valueOf } = {}) {
  const number = (x) => (x instanceof Q ? x.num() : x);
  expectValue(q, number(value), { read });
  for (const [letter, slip] of Object.entries(slips))
    assert(
      close(read(q.options[LETTERS.indexOf(letter)]), number(slip)),
      q.id,
      `choice ${letter} is not the slip it is said to be (${number(slip)})`,
    );
  const values = q.options.map(read);
  assert(
    values.every((x, i) => i === 0 || x > values[i - 1]),
    q.id,
    "numeric choices are not in ascending order",
  );
}
