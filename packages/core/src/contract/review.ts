import { emptyQuerySchema } from "../schemas/auth.js";
import {
  reviewCheckRequestSchema,
  reviewCheckResponseSchema,
  reviewExplanationQuerySchema,
  reviewQueueResponseSchema,
} from "../schemas/progress.js";
import { bankExplanationResponseSchema } from "../schemas/question-bank.js";

import { endpoint } from "./endpoint.js";

export const reviewQueue = endpoint({
  method: "GET",
  path: "/review/due",
  summary: "The student's missed questions due for review now, without keys, and the queue's counts",
  tag: "progress",
  auth: "student",
  query: emptyQuerySchema,
  body: undefined,
  response: reviewQueueResponseSchema,
  errors: [],
});

export const reviewCheck = endpoint({
  method: "POST",
  path: "/review/check",
  summary: "Checks a review answer and schedules the question (1, 3, 7, 21 days; out after two right in a row)",
  tag: "progress",
  auth: "student",
  query: emptyQuerySchema,
  body: reviewCheckRequestSchema,
  response: reviewCheckResponseSchema,
  errors: [400, 404, 409],
});

export const reviewExplanation = endpoint({
  method: "GET",
  path: "/review/explanation",
  summary: "The explanation and the correct answer of a question in the student's review queue",
  tag: "progress",
  auth: "student",
  query: reviewExplanationQuerySchema,
  body: undefined,
  response: bankExplanationResponseSchema,
  errors: [400, 404],
});
