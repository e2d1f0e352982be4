import { emptyQuerySchema } from "../schemas/auth.js";
import { healthResponseSchema } from "../schemas/health.js";

import { endpoint } from "./endpoint.js";
import { healthRoute } from "./system-routes.js";

export const health = endpoint({
  ...healthRoute,
  summary: "Liveness and database reachability",
  tag: "system",
  query: emptyQuerySchema,
  body: undefined,
  response: healthResponseSchema,
  errors: [503],
});
