import { emptyQuerySchema } from "../schemas/auth.js";
import {
  attemptToolsQuerySchema,
  attemptToolsResponseSchema,
  saveAnnotationsRequestSchema,
  saveCalculatorRequestSchema,
  saveToolSettingsRequestSchema,
  savedToolsResponseSchema,
} from "../schemas/runner-tools.js";

import { endpoint } from "./endpoint.js";

export const attemptTools = endpoint({
  method: "GET",
  path: "/test/tools",
  summary: "The student's highlights, notes, calculator expressions and runner settings for one of their attempts",
  tag: "tests",
  auth: "student",
  query: attemptToolsQuerySchema,
  body: undefined,
  response: attemptToolsResponseSchema,
  errors: [400, 404],
});

export const saveAnnotations = endpoint({
  method: "PUT",
  path: "/test/annotations",
  summary: "Replaces the highlights and notes of one question of the student's attempt",
  tag: "tests",
  auth: "student",
  query: emptyQuerySchema,
  body: saveAnnotationsRequestSchema,
  response: savedToolsResponseSchema,
  errors: [400, 404],
});

export const saveCalculator = endpoint({
  method: "PUT",
  path: "/test/calculator",
  summary: "Keeps the calculator's expressions with the student's attempt",
  tag: "tests",
  auth: "student",
  query: emptyQuerySchema,
  body: saveCalculatorRequestSchema,
  response: savedToolsResponseSchema,
  errors: [400, 404],
});

export const saveToolSettings = endpoint({
  method: "PUT",
  path: "/test/tool-settings",
  summary:
    "Keeps the runner's zoom, hidden timer and option eliminator with the student's attempt, for their other devices",
  tag: "tests",
  auth: "student",
  query: emptyQuerySchema,
  body: saveToolSettingsRequestSchema,
  response: savedToolsResponseSchema,
  errors: [400, 404],
});
