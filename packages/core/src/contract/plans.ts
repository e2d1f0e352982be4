import { emptyQuerySchema } from "../schemas/auth.js";
import { planListResponseSchema } from "../schemas/plan.js";
import { redeemCodeRequestSchema, redeemCodeResponseSchema } from "../schemas/pro.js";

import { endpoint } from "./endpoint.js";
import { plansRoute, redeemCodeRoute } from "./plans-routes.js";

export const plans = endpoint({
  ...plansRoute,
  summary: "Pricing plans",
  tag: "plans",
  query: emptyQuerySchema,
  body: undefined,
  response: planListResponseSchema,
  errors: [],
});

export const redeemCode = endpoint({
  ...redeemCodeRoute,
  summary: "Redeems a PRO code: extends proTill and answers a fresh session token carrying it",
  tag: "plans",
  query: emptyQuerySchema,
  body: redeemCodeRequestSchema,
  response: redeemCodeResponseSchema,
  errors: [400, 404, 409, 410],
});
