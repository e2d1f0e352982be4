import { OPTION_LETTERS, type ContentQuestion } from "../content/question.schema.js";

export type GradableQuestion = Pick<ContentQuestion, "type" | "correctOption" | "acceptedAnswers">;

/** A stored answer (spec section 3, Answers): the chosen option, or the typed short answer. */
export interface StudentResponse {
  /** 'Option A' to 'Option D' as the spec stores it, or just the letter; empty when none. */
  userOption?: string | null;
  /** The typed answer of a student-produced response; empty when none. */
  userAnswer?: string | null;
}

/** The answer box of a student-produced response (sat-facts, spec section 9). */
export const SPR_ANSWER_LIMITS = { positive: 5, negative: 6 } as const;

/** Spec section 5: lower case, whitespace and commas removed (periods: see isCorrectAnswer). */
const normalize = (text: string) => text.toLowerCase().replace(/[\s,]/g, "");

/**
 * Grades one answer on the server (the key never reaches the browser).
 *
 * Multiple choice: the chosen letter must be the key. The spec's full normalisation (periods
 * removed too) is harmless here and lets 'Option A', 'option a', 'A' and 'A.' all read as A.
 *
 * Student-produced response: right when, after the spec's normalisation, the answer equals an
 * accepted form, is numerically equal to one (7/2 = 3.5 = 3.50, .75 = 0.75, -1/2 = -.5), or is a
 * decimal that fills the answer box with the accepted value truncated or rounded (for 2/3: .6666,
 * .6667, 0.666 and 0.667, but not 0.67 or .66). Deviation from the spec: periods are NOT removed
 * here, since that would make 3.5 equal 35 (docs/spec-deviations.md).
 *
 * No answer, or an empty one, is incorrect.
 */
export function isCorrectAnswer(question: GradableQuestion, response: StudentResponse | null | undefined): boolean {
  if (question.type === "mcq") {
    const chosen = optionLetter(response?.userOption ?? "");
    return chosen !== null && chosen === question.correctOption;
  }
  const answer = normalize(response?.userAnswer ?? "");
  if (answer === "") return false;
  const value = parseNumber(answer);
  return (question.acceptedAnswers ?? []).some((form) => {
    const accepted = normalize(form);
    if (accepted === "") return false;
    if (accepted === answer) return true;
    const acceptedValue = parseNumber(accepted);
    if (!value || !acceptedValue) return false;
    return equal(value, acceptedValue) || fillsBoxWith(answer, acceptedValue);
  });
}

function optionLetter(option: string): string | null {
  const match = /^(?:option)?([a-d])$/.exec(normalize(option).replace(/\./g, ""));
  const letter = match?.[1]?.toUpperCase();
  return OPTION_LETTERS.find((l) => l === letter) ?? null;
}

/** An exact rational number: numerator / denominator, denominator positive. */
interface Rational {
  numerator: bigint;
  denominator: bigint;
}

/** A plain decimal without sign: '12', '3.5', '.75', '2.'; at least one digit. */
function parseUnsignedDecimal(text: string): Rational | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  if (whole === "" && fraction === "") return null;
  return { numerator: BigInt(whole + fraction || "0"), denominator: 10n ** BigInt(fraction.length) };
}

/** A number as a student may type it: an optional leading minus, a decimal, or a fraction of two. */
function parseNumber(text: string): Rational | null {
  const negative = text.startsWith("-");
  const [top, bottom, ...rest] = (negative ? text.slice(1) : text).split("/");
  if (top === undefined || rest.length > 0) return null;
  const numerator = parseUnsignedDecimal(top);
  const denominator = bottom === undefined ? { numerator: 1n, denominator: 1n } : parseUnsignedDecimal(bottom);
  if (!numerator || !denominator || denominator.numerator === 0n) return null;
  const sign = negative ? -1n : 1n;
  return {
    numerator: sign * numerator.numerator * denominator.denominator,
    denominator: numerator.denominator * denominator.numerator,
  };
}

const equal = (x: Rational, y: Rational) => x.numerator * y.denominator === y.numerator * x.denominator;

/**
 * The answer-box rule: a value that does not fit may be entered as a decimal truncated or rounded
 * so that it fills the box (5 characters, 6 with the minus sign). A shorter decimal (0.67 for 2/3)
 * throws away digits the student had room for, and the real test marks it wrong.
 */
function fillsBoxWith(answer: string, accepted: Rational): boolean {
  const match = /^(-?)(0|[1-9]\d*)?\.(\d+)$/.exec(answer);
  if (!match) return false;
  const negative = match[1] === "-";
  if (answer.length !== (negative ? SPR_ANSWER_LIMITS.negative : SPR_ANSWER_LIMITS.positive)) return false;
  if (negative !== accepted.numerator < 0n) return false;
  const decimals = match[3] ?? "";
  const typed = BigInt((match[2] ?? "") + decimals);
  const scale = 10n ** BigInt(decimals.length);
  const magnitude = accepted.numerator < 0n ? -accepted.numerator : accepted.numerator;
  const truncated = (magnitude * scale) / accepted.denominator;
  const rounded = (2n * magnitude * scale + accepted.denominator) / (2n * accepted.denominator);
  return typed === truncated || typed === rounded;
}

/**
 * The answer-format rules as a student types (spec section 5, sat-facts): digits, one decimal point,
 * one fraction bar and a leading minus sign only; at most 5 characters, 6 with the minus sign; no %,
 * comma or $. Returns the first broken rule as a message, or null. An unfinished answer ('-', '3/')
 * is not an error while typing; it is graded as it stands.
 */
export function validateSprInput(text: string): string | null {
  if (/^\s*-?\d+\s+\d+\s*\/\s*\d+\s*$/.test(text))
    return "Enter a mixed number as an improper fraction (7/2) or a decimal (3.5), not as 3 1/2.";
  if (text.includes("%")) return "Leave out the % sign: enter the number only (50, not 50%).";
  if (text.includes(",")) return "Leave out commas: enter 1000, not 1,000.";
  if (text.includes("$")) return "Leave out the $ sign: enter the number only.";
  if (/\s/.test(text)) return "Leave out spaces.";
  const other = /[^0-9./-]/u.exec(text);
  if (other)
    return `'${other[0]}' is not allowed: use only digits, a decimal point (.), a fraction bar (/) and a minus sign (-).`;
  if (text.lastIndexOf("-") > 0) return "A minus sign can only come first.";
  if (text.split(".").length > 2) return "Use only one decimal point.";
  if (text.split("/").length > 2) return "Use only one fraction bar (/).";
  if (text.startsWith("-") && text.length > SPR_ANSWER_LIMITS.negative)
    return "A negative answer has at most 6 characters, including the minus sign. If it does not fit, enter a decimal, truncated or rounded.";
  if (!text.startsWith("-") && text.length > SPR_ANSWER_LIMITS.positive)
    return "A positive answer has at most 5 characters. If a fraction does not fit, enter it as a decimal, truncated or rounded.";
  return null;
}
