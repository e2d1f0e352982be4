import { emptyQuerySchema, profileResponseSchema } from "../schemas/auth.js";
import { profileUpdateRequestSchema, progressQuerySchema, progressResponseSchema } from "../schemas/progress.js";

import { endpoint } from "./endpoint.js";

export const progress = endpoint({
  method: "GET",
  path: "/progress",
  summary:
    "The dashboard's data: score history, skill mastery (test answers and first bank attempts), review counts, what to practise next, exam countdown and target",
  tag: "progress",
  auth: "student",
  query: progressQuerySchema,
  body: undefined,
  response: progressResponseSchema,
  errors: [400],
});

export const updateProfile = endpoint({
  method: "PUT",
  path: "/auth/profile",
  summary: "Sets the exam date (not in the past) and the target score (400 to 1600)",
  tag: "auth",
  auth: "student",
  query: emptyQuerySchema,
  body: profileUpdateRequestSchema,
  response: profileResponseSchema,
  errors: [400],
});
