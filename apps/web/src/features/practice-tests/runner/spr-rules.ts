import { validateSprInput } from "@sat/core";

/**
 * The typed answer as TeX for the Answer Preview: `-3/4` becomes a built fraction with its sign.
 * Only values that pass the answer-format rules (digits, '.', '/', a leading '-') get here, so the
 * TeX cannot be anything but a number.
 */
export function sprPreviewTex(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || validateSprInput(trimmed) !== null) return null;
  const negative = trimmed.startsWith("-");
  const body = negative ? trimmed.slice(1) : trimmed;
  const sign = negative ? "-" : "";
  const slash = body.indexOf("/");
  if (slash === -1) return body ? `${sign}${body}` : null;
  const numerator = body.slice(0, slash) || "\\square";
  const denominator = body.slice(slash + 1) || "\\square";
  return `${sign}\\dfrac{${numerator}}{${denominator}}`;
}
