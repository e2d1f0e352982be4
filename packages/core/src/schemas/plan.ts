import { z } from "../zod.js";

export const billingPeriodSchema = z.enum(["free", "month", "quarter", "year"]);

export const planSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** In the smallest unit of the currency (paise for INR), so no money is ever a float. */
  priceMinor: z.number().int().nonnegative(),
  currency: z.string().length(3),
  billingPeriod: billingPeriodSchema,
  durationDays: z.number().int().nonnegative(),
  isPro: z.boolean(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const planListResponseSchema = z.object({ data: z.array(planSchema) });
