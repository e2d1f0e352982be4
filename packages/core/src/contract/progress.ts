import { emptyQuerySchema, profileResponseSchema } from "../schemas/auth.js";
import { profileUpdateRequestSchema, progressQuerySchema, progressResponseSchema } from "../schemas/progress.js";
import { detailsUpdateRequestSchema } from "../schemas/signup.js";

import { endpoint } from "./endpoint.js";
import { progressRoute, updateDetailsRoute, updateProfileRoute } from "./progress-routes.js";

export const progress = endpoint({
  ...progressRoute,
  summary:
    "The dashboard's data: score history, skill mastery (test answers and first bank attempts), review counts, what to practise next, exam countdown and target",
  tag: "progress",
  query: progressQuerySchema,
  body: undefined,
  response: progressResponseSchema,
  errors: [400],
});

export const updateProfile = endpoint({
  ...updateProfileRoute,
  summary: "Sets the exam date (not in the past) and the target score (400 to 1600)",
  tag: "auth",
  query: emptyQuerySchema,
  body: profileUpdateRequestSchema,
  response: profileResponseSchema,
  errors: [400],
});

export const updateDetails = endpoint({
  ...updateDetailsRoute,
  summary: "Changes the student's name and mobile number (the sign-up's rules); the next token carries the name",
  tag: "auth",
  query: emptyQuerySchema,
  body: detailsUpdateRequestSchema,
  response: profileResponseSchema,
  errors: [400],
});
