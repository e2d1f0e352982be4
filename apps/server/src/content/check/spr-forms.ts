import { isCorrectAnswer, SPR_ANSWER_LIMITS } from "@sat/core";

/** An exact rational, reduced, denominator positive. */
interface Rational {
  n: bigint;
  d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

function reduce(n: bigint, d: bigint): Rational {
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

function parse(text: string): Rational | null {
  const match = /^(-?)(\d*\.?\d*)(?:\/(\d*\.?\d*))?$/.exec(text.trim());
  if (!match || !/\d/.test(match[2] ?? "")) return null;
  const decimal = (s: string): Rational | null => {
    if (!/\d/.test(s)) return null;
    const [whole = "", frac = ""] = s.split(".");
    return { n: BigInt((whole || "0") + frac), d: 10n ** BigInt(frac.length) };
  };
  const top = decimal(match[2] ?? "");
  const bottom = match[3] === undefined ? { n: 1n, d: 1n } : decimal(match[3]);
  if (!top || !bottom || bottom.n === 0n) return null;
  return reduce((match[1] ? -1n : 1n) * top.n * bottom.d, top.d * bottom.n);
}

const fits = (form: string) =>
  form.length <= (form.startsWith("-") ? SPR_ANSWER_LIMITS.negative : SPR_ANSWER_LIMITS.positive);

/** A value's decimal digits after the point, when it terminates (denominator only 2s and 5s). */
function terminatingDecimal({ n, d }: Rational): string | null {
  let rest = d;
  let places = 0;
  // Each factor 2 or 5 of the denominator needs at most one more decimal place; extra zeros are cut below.
  while (rest % 2n === 0n || rest % 5n === 0n) {
    rest /= rest % 2n === 0n ? 2n : 5n;
    places++;
  }
  if (rest !== 1n) return null;
  return fixed({ n, d }, places, "trunc")
    .replace(/(\.\d*?)0+$/, "$1")
    .replace(/\.$/, "");
}

/** The value with `places` digits after the point, truncated or rounded, without a leading zero. */
function fixed({ n, d }: Rational, places: number, mode: "trunc" | "round"): string {
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  const scale = 10n ** BigInt(places);
  const digits = mode === "trunc" ? (magnitude * scale) / d : (2n * magnitude * scale + d) / (2n * d);
  const whole = digits / scale;
  const frac = (digits % scale).toString().padStart(places, "0");
  const body = places === 0 ? whole.toString() : `${whole === 0n ? "" : whole.toString()}.${frac}`;
  return (negative ? "-" : "") + body;
}

export interface SprValue {
  exact: Rational;
  /** Whether the grader, keyed with this value alone, marks `answer` right. */
  accepts(answer: string): boolean;
  /** Whether `answer` is this required form: same value, and a fraction only where the form is one. */
  sameText(form: string): boolean;
}

export function sprValue(text: string): SprValue | null {
  const exact = parse(text);
  if (!exact) return null;
  return {
    exact,
    accepts: (answer) => isCorrectAnswer({ type: "spr", acceptedAnswers: [text] }, { userAnswer: answer }),
    sameText(form) {
      const a = exact;
      const b = parse(form);
      return !!b && a.n === b.n && a.d === b.d && text.includes("/") === form.includes("/");
    },
  };
}

/**
 * The forms a student could correctly enter for an exact value, which the key must list: the
 * integer; or the reduced fraction when it fits the box and the decimal when it ends and fits, or
 * else the box-filling decimals, truncated and rounded.
 */
export function requiredSprForms({ exact }: SprValue): string[] {
  if (exact.d === 1n) return [exact.n.toString()];
  const forms: string[] = [];
  const fraction = `${exact.n}/${exact.d}`;
  if (fits(fraction)) forms.push(fraction);
  const decimal = terminatingDecimal(exact);
  if (decimal && fits(decimal)) return [...forms, decimal];
  const width = exact.n < 0n ? SPR_ANSWER_LIMITS.negative : SPR_ANSWER_LIMITS.positive;
  const intDigits = fixed(exact, 0, "trunc").replace("-", "").replace(/^0$/, "").length;
  const places = width - (exact.n < 0n ? 1 : 0) - intDigits - 1;
  if (places < 1) return forms;
  const truncated = fixed(exact, places, "trunc");
  const rounded = fixed(exact, places, "round");
  return [...new Set([...forms, truncated, rounded])];
}
