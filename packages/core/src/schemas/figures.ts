import { z } from "../zod.js";

export * from "./figure-refs.js";

export const figureParamsSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}\.svg$/, {
    error: "A figure id is lower-case letters, digits and dashes, ending in .svg",
  }),
});
