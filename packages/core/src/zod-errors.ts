import type { z } from "zod";
import type { FieldError } from "./schemas/error.js";

/** Turns zod issues into field errors; unknown keys name each offending field. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        out.push({ field: [...issue.path, key].join("."), message: `Unknown field '${key}'` });
      continue;
    }
    out.push({ field: issue.path.join(".") || "(root)", message: issue.message });
  }
  return out;
}
