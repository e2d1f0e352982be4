import { emptyQuerySchema } from "../schemas/auth.js";
import {
  reviewCheckRequestSchema,
  reviewCheckResponseSchema,
  reviewExplanationQuerySchema,
  reviewQueueResponseSchema,
} from "../schemas/progress.js";
import { bankExplanationResponseSchema } from "../schemas/question-bank.js";

import { endpoint } from "./endpoint.js";
import { reviewQueueRoute, reviewCheckRoute, reviewExplanationRoute } from "./review-routes.js";

export const reviewQueue = endpoint({
  ...reviewQueueRoute,
  summary: "The student's missed questions due for review now, without keys, and the queue's counts",
  tag: "progress",
  query: emptyQuerySchema,
  body: undefined,
  response: reviewQueueResponseSchema,
  errors: [],
});

export const reviewCheck = endpoint({
  ...reviewCheckRoute,
  summary: "Checks a review answer and schedules the question (1, 3, 7, 21 days; out after two right in a row)",
  tag: "progress",
  query: emptyQuerySchema,
  body: reviewCheckRequestSchema,
  response: reviewCheckResponseSchema,
  errors: [400, 404, 409],
});

export const reviewExplanation = endpoint({
  ...reviewExplanationRoute,
  summary: "The explanation and the correct answer of a question in the student's review queue",
  tag: "progress",
  query: reviewExplanationQuerySchema,
  body: undefined,
  response: bankExplanationResponseSchema,
  errors: [400, 404],
});
