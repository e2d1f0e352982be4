import { z } from "../zod.js";

export const healthResponseSchema = z.object({
  data: z.object({
    status: z.literal("ok"),
    database: z.literal("up"),
    uptimeSeconds: z.number(),
  }),
});
