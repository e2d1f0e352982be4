import { emptyQuerySchema, profileResponseSchema } from "./schemas/auth.js";
import {
  profileUpdateRequestSchema,
  progressQuerySchema,
  progressResponseSchema,
  reviewCheckRequestSchema,
  reviewCheckResponseSchema,
  reviewExplanationQuerySchema,
  reviewQueueResponseSchema,
} from "./schemas/progress.js";
import { bankExplanationResponseSchema } from "./schemas/question-bank.js";
import {
  attemptToolsQuerySchema,
  attemptToolsResponseSchema,
  saveAnnotationsRequestSchema,
  saveCalculatorRequestSchema,
  savedToolsResponseSchema,
} from "./schemas/runner-tools.js";
import type { Endpoint } from "./contract.js";

const endpoint = <E extends Endpoint>(e: E): E => e;

/** The learning loop (issue 11) and the runner's tools (issue 12): progress, review, goals, annotations. */
export const learningApi = {
  progress: endpoint({
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
  }),
  reviewQueue: endpoint({
    method: "GET",
    path: "/review/due",
    summary: "The student's missed questions due for review now, without keys, and the queue's counts",
    tag: "progress",
    auth: "student",
    query: emptyQuerySchema,
    body: undefined,
    response: reviewQueueResponseSchema,
    errors: [],
  }),
  reviewCheck: endpoint({
    method: "POST",
    path: "/review/check",
    summary: "Checks a review answer and schedules the question (1, 3, 7, 21 days; out after two right in a row)",
    tag: "progress",
    auth: "student",
    query: emptyQuerySchema,
    body: reviewCheckRequestSchema,
    response: reviewCheckResponseSchema,
    errors: [400, 404, 409],
  }),
  reviewExplanation: endpoint({
    method: "GET",
    path: "/review/explanation",
    summary: "The explanation and the correct answer of a question in the student's review queue",
    tag: "progress",
    auth: "student",
    query: reviewExplanationQuerySchema,
    body: undefined,
    response: bankExplanationResponseSchema,
    errors: [400, 404],
  }),
  attemptTools: endpoint({
    method: "GET",
    path: "/test/tools",
    summary: "The student's highlights, notes and calculator expressions for one of their attempts",
    tag: "tests",
    auth: "student",
    query: attemptToolsQuerySchema,
    body: undefined,
    response: attemptToolsResponseSchema,
    errors: [400, 404],
  }),
  saveAnnotations: endpoint({
    method: "PUT",
    path: "/test/annotations",
    summary: "Replaces the highlights and notes of one question of the student's attempt",
    tag: "tests",
    auth: "student",
    query: emptyQuerySchema,
    body: saveAnnotationsRequestSchema,
    response: savedToolsResponseSchema,
    errors: [400, 404],
  }),
  saveCalculator: endpoint({
    method: "PUT",
    path: "/test/calculator",
    summary: "Keeps the calculator's expressions with the student's attempt",
    tag: "tests",
    auth: "student",
    query: emptyQuerySchema,
    body: saveCalculatorRequestSchema,
    response: savedToolsResponseSchema,
    errors: [400, 404],
  }),
  updateProfile: endpoint({
    method: "PUT",
    path: "/auth/profile",
    summary: "Sets the exam date (not in the past) and the target score (400 to 1600)",
    tag: "auth",
    auth: "student",
    query: emptyQuerySchema,
    body: profileUpdateRequestSchema,
    response: profileResponseSchema,
    errors: [400],
  }),
} as const;
