import { emptyQuerySchema } from "../schemas/auth.js";
import { planListResponseSchema } from "../schemas/plan.js";
import { redeemCodeRequestSchema, redeemCodeResponseSchema } from "../schemas/pro.js";

import { endpoint } from "./endpoint.js";

export const plans = endpoint({
  method: "GET",
  path: "/plan/getAll",
  summary: "Pricing plans",
  tag: "plans",
  auth: "none",
  query: emptyQuerySchema,
  body: undefined,
  response: planListResponseSchema,
  errors: [],
});

export const redeemCode = endpoint({
  method: "POST",
  path: "/plan/redeem",
  summary: "Redeems a PRO code: extends proTill and answers a fresh session token carrying it",
  tag: "plans",
  auth: "student",
  query: emptyQuerySchema,
  body: redeemCodeRequestSchema,
  response: redeemCodeResponseSchema,
  errors: [400, 404, 409, 410],
});
