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
import {
  attemptToolsRoute,
  saveAnnotationsRoute,
  saveCalculatorRoute,
  saveToolSettingsRoute,
} from "./runner-tools-routes.js";

export const attemptTools = endpoint({
  ...attemptToolsRoute,
  summary: "The student's highlights, notes, calculator expressions and runner settings for one of their attempts",
  tag: "tests",
  query: attemptToolsQuerySchema,
  body: undefined,
  response: attemptToolsResponseSchema,
  errors: [400, 404],
});

export const saveAnnotations = endpoint({
  ...saveAnnotationsRoute,
  summary: "Replaces the highlights and notes of one question of the student's attempt",
  tag: "tests",
  query: emptyQuerySchema,
  body: saveAnnotationsRequestSchema,
  response: savedToolsResponseSchema,
  errors: [400, 404],
});

export const saveCalculator = endpoint({
  ...saveCalculatorRoute,
  summary: "Keeps the calculator's expressions with the student's attempt",
  tag: "tests",
  query: emptyQuerySchema,
  body: saveCalculatorRequestSchema,
  response: savedToolsResponseSchema,
  errors: [400, 404],
});

export const saveToolSettings = endpoint({
  ...saveToolSettingsRoute,
  summary:
    "Keeps the runner's zoom, hidden timer and option eliminator with the student's attempt, for their other devices",
  tag: "tests",
  query: emptyQuerySchema,
  body: saveToolSettingsRequestSchema,
  response: savedToolsResponseSchema,
  errors: [400, 404],
});
