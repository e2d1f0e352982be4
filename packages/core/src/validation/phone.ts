import { z } from "../zod.js";
import { MOBILE_MESSAGE, normalizeMobile } from "./phone-rules.js";

export * from "./phone-rules.js";

/** Optional: an empty string means no number was given. */
export const mobileSchema = z
  .string({ error: MOBILE_MESSAGE })
  .max(32, { error: MOBILE_MESSAGE })
  .transform((value, ctx) => {
    if (value.trim() === "") return "";
    const normalized = normalizeMobile(value);
    if (normalized === null) {
      ctx.addIssue({ code: "custom", message: MOBILE_MESSAGE });
      return z.NEVER;
    }
    return normalized;
  });
