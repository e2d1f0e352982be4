import { emptyQuerySchema } from "../schemas/auth.js";
import { healthResponseSchema } from "../schemas/health.js";

import { endpoint } from "./endpoint.js";

export const health = endpoint({
  method: "GET",
  path: "/health",
  summary: "Liveness and database reachability",
  tag: "system",
  auth: "none",
  query: emptyQuerySchema,
  body: undefined,
  response: healthResponseSchema,
  errors: [503],
});
