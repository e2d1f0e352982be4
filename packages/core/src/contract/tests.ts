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

export const freeTests = endpoint({
  method: "GET",
  path: "/test/getfreetest",
  summary: "The free tests, each with the student's attempt in progress and last result",
  tag: "tests",
  auth: "student",
  query: emptyQuerySchema,
  body: undefined,
  response: testListResponseSchema,
  errors: [],
});

export const proTests = endpoint({
  method: "GET",
  path: "/test/getprotest",
  summary: "The PRO tests; locked (no questions can be started) while the student has no PRO access",
  tag: "tests",
  auth: "student",
  query: emptyQuerySchema,
  body: undefined,
  response: testListResponseSchema,
  errors: [],
});

export const startTest = endpoint({
  method: "GET",
  path: "/test/starttest",
  summary: "Start an attempt (or carry on the one in progress); answers the first module's questions",
  tag: "tests",
  auth: "student",
  query: testIdQuerySchema,
  body: undefined,
  response: attemptStateResponseSchema,
  errors: [400, 403, 404],
});

export const retrieveTest = endpoint({
  method: "GET",
  path: "/test/retrievetest",
  summary: "Resume the attempt in progress: its module, position, time left, questions and saved answers",
  tag: "tests",
  auth: "student",
  query: testIdQuerySchema,
  body: undefined,
  response: attemptStateResponseSchema,
  errors: [400, 403, 404],
});

export const saveTest = endpoint({
  method: "POST",
  path: "/test/savetest",
  summary: "Save answers and position (idempotent by answer seq); exit: true pauses the clock",
  tag: "tests",
  auth: "student",
  query: emptyQuerySchema,
  body: saveTestRequestSchema,
  response: saveTestResponseSchema,
  errors: [400, 404, 409],
});

export const submitModule = endpoint({
  method: "POST",
  path: "/test/submitmodule",
  summary: "Submit the current module or end the break; the server routes module 2 and starts the next clock",
  tag: "tests",
  auth: "student",
  query: emptyQuerySchema,
  body: submitModuleRequestSchema,
  response: attemptStateResponseSchema,
  errors: [400, 404, 409],
});

export const endTest = endpoint({
  method: "PUT",
  path: "/test/endtest",
  summary: "Submit the last module and score the attempt from the stored answers",
  tag: "tests",
  auth: "student",
  query: userTestIdQuerySchema,
  body: undefined,
  response: endTestResponseSchema,
  errors: [400, 404, 409],
});

export const completedTests = endpoint({
  method: "GET",
  path: "/test/allusertests",
  summary: "The student's completed attempts with their final scaled score",
  tag: "tests",
  auth: "student",
  query: emptyQuerySchema,
  body: undefined,
  response: completedTestsResponseSchema,
  errors: [],
});

export const testResult = endpoint({
  method: "GET",
  path: "/test/result",
  summary:
    "A completed attempt with every question, the student's answer, the key and the explanation (the latest one of the test unless userTestId is given)",
  tag: "tests",
  auth: "student",
  query: resultQuerySchema,
  body: undefined,
  response: testResultResponseSchema,
  errors: [400, 404],
});

export const computeRawScore = endpoint({
  method: "POST",
  path: "/test/computingrawscore",
  summary: "Scaled scores of a completed attempt, always computed from its stored answers (counts sent are ignored)",
  tag: "tests",
  auth: "student",
  query: emptyQuerySchema,
  body: computeRawScoreRequestSchema,
  response: computeRawScoreResponseSchema,
  errors: [400, 404, 409],
});
