// The answer grid of student-produced responses, decided with exact fractions: which accepted answers a
// student can type, which are correct entries for a value, and which forms of the value must be accepted.
import { Q, toRational } from "./rational.mjs";

// 5 characters, 6 with a minus sign; digits with one '.' (a digit after it) or one '/' between digits.
const ENTRY = /^-?(\d+|\d*\.\d+|\d+\/\d+)$/;
const gridWidth = (s) => (s.startsWith("-") ? 6 : 5);

/** Why a student cannot type this answer, or null. */
export function gridProblem(s) {
  if (typeof s !== "string") return `answer ${JSON.stringify(s)} is not text`;
  if (s.length > gridWidth(s)) return `answer '${s}' is longer than the answer grid allows`;
  if (!ENTRY.test(s)) return `answer '${s}' has characters a student cannot enter`;
  return null;
}

/** A typed entry as an exact fraction; null when it cannot be typed or divides by zero. */
export function parseEntry(s) {
  if (gridProblem(s)) return null;
  const neg = s.startsWith("-");
  const body = neg ? s.slice(1) : s;
  let v;
  if (body.includes("/")) {
    const [a, b] = body.split("/");
    if (/^0+$/.test(b)) return null;
    v = Q.of(a).div(Q.of(b));
  } else v = Q.of(body.startsWith(".") ? `0${body}` : body);
  return neg ? v.mul(-1) : v;
}

/** |v| cut to `places` digits after the point, truncated or rounded half up, as digits over 10^places. */
function fixed(v, places, mode) {
  const neg = v.n < 0n;
  const mag = neg ? -v.n : v.n;
  const scale = 10n ** BigInt(places);
  const digits = mode === "trunc" ? (mag * scale) / v.d : (2n * mag * scale + v.d) / (2n * v.d);
  return { neg, digits, scale };
}
function decimalForm(v, places, mode, leadingZero) {
  const { neg, digits, scale } = fixed(v, places, mode);
  const whole = digits / scale;
  const frac = (digits % scale).toString().padStart(places, "0");
  return `${neg ? "-" : ""}${whole === 0n && !leadingZero ? "" : whole}.${frac}`;
}
/** Digits after the point of v's decimal expansion; Infinity when it does not end. */
function exactPlaces(v) {
  let d = v.d;
  let twos = 0;
  let fives = 0;
  for (; d % 2n === 0n; d /= 2n) twos++;
  for (; d % 5n === 0n; d /= 5n) fives++;
  return d === 1n ? Math.max(twos, fives) : Infinity;
}

/**
 * Every form a student may type for the value, all of which must be accepted: the integer; otherwise the
 * reduced fraction when it fits, and the decimal (exact when it fits, else truncated and rounded to fill the
 * grid), below 1 both with and without the leading zero. The first form is the one to list first.
 */
export function requiredForms(value) {
  const v = toRational(value);
  if (v.d === 1n) return [`${v.n}`];
  const neg = v.n < 0n;
  const forms = [];
  const fraction = `${v.n}/${v.d}`;
  if (!gridProblem(fraction)) forms.push(fraction);
  const whole = (neg ? -v.n : v.n) / v.d;
  const exact = exactPlaces(v);
  for (const lead of whole === 0n ? [false, true] : [true]) {
    const head = (neg ? "-" : "") + (whole === 0n && !lead ? "" : `${whole}`);
    const room = (neg ? 6 : 5) - head.length - 1;
    if (room < 1) continue;
    if (exact <= room) forms.push(decimalForm(v, exact, "trunc", lead));
    else forms.push(decimalForm(v, room, "trunc", lead), decimalForm(v, room, "round", lead));
  }
  // a rounding that carries into a new digit no longer fits, and cannot be required
  return [...new Set(forms)].filter((f) => !gridProblem(f));
}

/** Is s a correct entry for the value: exactly equal, or a decimal that fills the grid, truncated or rounded? */
export function isCorrectEntry(s, value) {
  const v = toRational(value);
  const e = parseEntry(s);
  if (!e) return false;
  if (e.eq(v)) return true;
  const m = /^-?\d*\.(\d+)$/.exec(s);
  if (!m || s.length !== gridWidth(s) || s.startsWith("-") !== v.n < 0n) return false;
  return ["trunc", "round"].some((mode) => {
    const { neg, digits, scale } = fixed(v, m[1].length, mode);
    return e.eq(new Q(neg ? -digits : digits, scale));
  });
}

/**
 * What is wrong with a list of accepted answers for the value (or any of the values). The first answer is the
 * one shown as the answer: it must be the value's first required form ("canonical"), or at least exact
 * ("exact"). With onlyRequired the list may hold nothing but required forms, each once.
 */
export function sprProblems(answers, values, { first = "canonical", onlyRequired = true } = {}) {
  if (!Array.isArray(answers) || answers.length === 0) return ["no accepted answers"];
  const vs = values.map(toRational);
  const shown = vs.join(" or ");
  const forms = vs.map(requiredForms);
  const problems = [];
  for (const a of answers) {
    if (!vs.some((v) => isCorrectEntry(a, v)))
      problems.push(`accepted answer '${a}' is not a correct entry for ${shown}`);
    else if (onlyRequired && !forms.some((f) => f.includes(a)))
      problems.push(`accepted answer '${a}' is not one of the required forms ${JSON.stringify(forms.flat())}`);
  }
  if (onlyRequired && new Set(answers).size !== answers.length) problems.push("accepted answers repeat a form");
  vs.forEach((v, i) => {
    for (const f of forms[i]) if (!answers.includes(f)) problems.push(`missing accepted form '${f}' for ${v}`);
  });
  if (first === "canonical" && !forms.some((f) => f[0] === answers[0]))
    problems.push(`the first accepted answer should be '${forms.map((f) => f[0]).join("' or '")}'`);
  if (first === "exact" && !vs.some((v) => parseEntry(answers[0])?.eq(v)))
    problems.push(`the first accepted answer '${answers[0]}' is not the exact value ${shown}`);
  return problems;
}

/** requiredForms against the examples of the answer-entry rules. */
export function formsSelfTest() {
  const examples = [
    [new Q(7n, 2n), ["7/2", "3.5"]],
    [new Q(2n, 3n), ["2/3", ".6666", ".6667", "0.666", "0.667"]],
    [new Q(-1n, 3n), ["-1/3", "-.3333", "-0.333"]],
    [new Q(1n, 2n), ["1/2", ".5", "0.5"]],
  ];
  const problems = [];
  for (const [v, want] of examples) {
    const got = requiredForms(v);
    if (got.length !== want.length || !want.every((f) => got.includes(f)))
      problems.push(`forms for ${v}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
  }
  return problems;
}
