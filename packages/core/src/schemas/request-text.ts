import { z } from "../zod.js";

export const NUL_MESSAGE = "Text cannot contain a NUL character.";
export const CONTROL_MESSAGE = "Text cannot contain control characters.";

/**
 * Characters no request may carry in any query parameter or body field: NUL (PostgreSQL's text
 * cannot hold one) and the other C0 controls and DEL, which no form can type. Tab, line feed and
 * carriage return are text (a note may have lines).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The first string in `value` (any JSON) with a control character: its path and the message. */
export function controlCharacterIn(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; message: string } | null {
  if (typeof value === "string") {
    const found = CONTROL.exec(value);
    if (!found) return null;
    return { path, message: found[0] === "\u0000" ? NUL_MESSAGE : CONTROL_MESSAGE };
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterIn(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      // A key is text too: `{"a\u0000": 1}` is refused like a value would be.
      if (CONTROL.test(key)) return { path: [...path, key], message: CONTROL_MESSAGE };
      const found = controlCharacterIn(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The rule as a schema, run on every request's query and body before the endpoint's own schema:
 * a refusal names the field, as every other validation error does.
 */
export const requestTextSchema = z.unknown().superRefine((value, ctx) => {
  const found = controlCharacterIn(value);
  if (found) ctx.addIssue({ code: "custom", path: found.path, message: found.message });
});
