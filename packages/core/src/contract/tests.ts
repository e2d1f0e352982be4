import { emptyQuerySchema } from "../schemas/auth.js";
import {
  attemptStateResponseSchema,
  completedTestsResponseSchema,
  endTestResponseSchema,
  saveTestRequestSchema,
  saveTestResponseSchema,
  submitModuleRequestSchema,
  testIdQuerySchema,
  testListResponseSchema,
  resultQuerySchema,
  computeRawScoreRequestSchema,
  computeRawScoreResponseSchema,
  testResultResponseSchema,
  userTestIdQuerySchema,
} from "../schemas/tests.js";

import { endpoint } from "./endpoint.js";
import {
  freeTestsRoute,
  proTestsRoute,
  startTestRoute,
  retrieveTestRoute,
  saveTestRoute,
  submitModuleRoute,
  endTestRoute,
  completedTestsRoute,
  testResultRoute,
  computeRawScoreRoute,
} from "./tests-routes.js";

export const freeTests = endpoint({
  ...freeTestsRoute,
  summary: "The free tests, each with the student's attempt in progress and last result",
  tag: "tests",
  query: emptyQuerySchema,
  body: undefined,
  response: testListResponseSchema,
  errors: [],
});

export const proTests = endpoint({
  ...proTestsRoute,
  summary: "The PRO tests; locked (no questions can be started) while the student has no PRO access",
  tag: "tests",
  query: emptyQuerySchema,
  body: undefined,
  response: testListResponseSchema,
  errors: [],
});

export const startTest = endpoint({
  ...startTestRoute,
  summary: "Start an attempt (or carry on the one in progress); answers the first module's questions",
  tag: "tests",
  query: testIdQuerySchema,
  body: undefined,
  response: attemptStateResponseSchema,
  errors: [400, 403, 404],
});

export const retrieveTest = endpoint({
  ...retrieveTestRoute,
  summary: "Resume the attempt in progress: its module, position, time left, questions and saved answers",
  tag: "tests",
  query: testIdQuerySchema,
  body: undefined,
  response: attemptStateResponseSchema,
  errors: [400, 403, 404],
});

export const saveTest = endpoint({
  ...saveTestRoute,
  summary: "Save answers and position (idempotent by answer seq); exit: true pauses the clock",
  tag: "tests",
  query: emptyQuerySchema,
  body: saveTestRequestSchema,
  response: saveTestResponseSchema,
  errors: [400, 404, 409],
});

export const submitModule = endpoint({
  ...submitModuleRoute,
  summary: "Submit the current module or end the break; the server routes module 2 and starts the next clock",
  tag: "tests",
  query: emptyQuerySchema,
  body: submitModuleRequestSchema,
  response: attemptStateResponseSchema,
  errors: [400, 404, 409],
});

export const endTest = endpoint({
  ...endTestRoute,
  summary: "Submit the last module and score the attempt from the stored answers",
  tag: "tests",
  query: userTestIdQuerySchema,
  body: undefined,
  response: endTestResponseSchema,
  errors: [400, 404, 409],
});

export const completedTests = endpoint({
  ...completedTestsRoute,
  summary: "The student's completed attempts with their final scaled score",
  tag: "tests",
  query: emptyQuerySchema,
  body: undefined,
  response: completedTestsResponseSchema,
  errors: [],
});

export const testResult = endpoint({
  ...testResultRoute,
  summary:
    "A completed attempt with every question, the student's answer, the key and the explanation (the latest one of the test unless userTestId is given)",
  tag: "tests",
  query: resultQuerySchema,
  body: undefined,
  response: testResultResponseSchema,
  errors: [400, 404],
});

export const computeRawScore = endpoint({
  ...computeRawScoreRoute,
  summary: "Scaled scores of a completed attempt, always computed from its stored answers (counts sent are ignored)",
  tag: "tests",
  query: emptyQuerySchema,
  body: computeRawScoreRequestSchema,
  response: computeRawScoreResponseSchema,
  errors: [400, 404, 409],
});
