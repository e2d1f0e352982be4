import type { z } from "zod";
import {
  emptyQuerySchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  signupRequestSchema,
  ssoLoginQuerySchema,
} from "./schemas/auth.js";
import { healthResponseSchema } from "./schemas/health.js";
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
} from "./schemas/tests.js";
import { planListResponseSchema } from "./schemas/plan.js";
import {
  bankCheckRequestSchema,
  bankCheckResponseSchema,
  bankExplanationQuerySchema,
  bankExplanationResponseSchema,
  bankPracticeQuerySchema,
  bankPracticeResponseSchema,
  questionBankListResponseSchema,
  saveQuestionBankRequestSchema,
  saveQuestionBankResponseSchema,
} from "./schemas/question-bank.js";
import { redeemCodeRequestSchema, redeemCodeResponseSchema, refreshTokenResponseSchema } from "./schemas/pro.js";
import { adminApi } from "./contract-admin.js";
import { learningApi } from "./contract-learning.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
/** none: anyone; student: a valid session token; admin: the installation's admin token (x-admin-token). */
export type AuthRequirement = "none" | "student" | "admin";

export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends AuthRequirement = AuthRequirement,
> {
  method: HttpMethod;
  /** Path below /api, as written in the specification. */
  path: string;
  summary: string;
  tag: string;
  auth: A;
  query: Q;
  body: B;
  response: R;
  /** The status of a success (200 unless said). */
  successStatus?: number;
  /** Failure statuses this endpoint can answer with, for the OpenAPI document. */
  errors: number[];
}

function endpoint<Q extends z.ZodType, B extends z.ZodType | undefined, R extends z.ZodType, A extends AuthRequirement>(
  e: Endpoint<Q, B, R, A>,
): Endpoint<Q, B, R, A> {
  return e;
}

/** Every API operation, mirroring its URL. The server validates with it, the client types its calls with it. */
const coreApi = {
  health: endpoint({
    method: "GET",
    path: "/health",
    summary: "Liveness and database reachability",
    tag: "system",
    auth: "none",
    query: emptyQuerySchema,
    body: undefined,
    response: healthResponseSchema,
    errors: [503],
  }),
  signup: endpoint({
    method: "POST",
    path: "/auth/signup",
    summary: "Create a student account",
    tag: "auth",
    auth: "none",
    query: emptyQuerySchema,
    body: signupRequestSchema,
    response: messageResponseSchema,
    successStatus: 201,
    errors: [400, 409, 413],
  }),
  login: endpoint({
    method: "POST",
    path: "/auth/login",
    summary: "Log in with email and password; answers a session token",
    tag: "auth",
    auth: "none",
    query: emptyQuerySchema,
    body: loginRequestSchema,
    response: loginResponseSchema,
    errors: [400, 401, 429],
  }),
  logout: endpoint({
    method: "POST",
    path: "/auth/logout",
    summary: "End the session of the token sent; the token stops working at once",
    tag: "auth",
    auth: "student",
    query: emptyQuerySchema,
    body: undefined,
    response: logoutResponseSchema,
    errors: [401],
  }),
  me: endpoint({
    method: "GET",
    path: "/auth/me",
    summary: "The signed-in student's profile",
    tag: "auth",
    auth: "student",
    query: emptyQuerySchema,
    body: undefined,
    response: profileResponseSchema,
    errors: [401],
  }),
  ssoLogin: endpoint({
    method: "GET",
    path: "/sso/login",
    summary: "Exchange a partner's short-lived signed token for a session token",
    tag: "auth",
    auth: "none",
    query: ssoLoginQuerySchema,
    body: undefined,
    response: loginResponseSchema,
    errors: [400, 401],
  }),
  plans: endpoint({
    method: "GET",
    path: "/plan/getAll",
    summary: "Pricing plans",
    tag: "plans",
    auth: "none",
    query: emptyQuerySchema,
    body: undefined,
    response: planListResponseSchema,
    errors: [],
  }),
  freeTests: endpoint({
    method: "GET",
    path: "/test/getfreetest",
    summary: "The free tests, each with the student's attempt in progress and last result",
    tag: "tests",
    auth: "student",
    query: emptyQuerySchema,
    body: undefined,
    response: testListResponseSchema,
    errors: [],
  }),
  proTests: endpoint({
    method: "GET",
    path: "/test/getprotest",
    summary: "The PRO tests; locked (no questions can be started) while the student has no PRO access",
    tag: "tests",
    auth: "student",
    query: emptyQuerySchema,
    body: undefined,
    response: testListResponseSchema,
    errors: [],
  }),
  startTest: endpoint({
    method: "GET",
    path: "/test/starttest",
    summary: "Start an attempt (or carry on the one in progress); answers the first module's questions",
    tag: "tests",
    auth: "student",
    query: testIdQuerySchema,
    body: undefined,
    response: attemptStateResponseSchema,
    errors: [400, 403, 404],
  }),
  retrieveTest: endpoint({
    method: "GET",
    path: "/test/retrievetest",
    summary: "Resume the attempt in progress: its module, position, time left, questions and saved answers",
    tag: "tests",
    auth: "student",
    query: testIdQuerySchema,
    body: undefined,
    response: attemptStateResponseSchema,
    errors: [400, 403, 404],
  }),
  saveTest: endpoint({
    method: "POST",
    path: "/test/savetest",
    summary: "Save answers and position (idempotent by answer seq); exit: true pauses the clock",
    tag: "tests",
    auth: "student",
    query: emptyQuerySchema,
    body: saveTestRequestSchema,
    response: saveTestResponseSchema,
    errors: [400, 404, 409],
  }),
  submitModule: endpoint({
    method: "POST",
    path: "/test/submitmodule",
    summary: "Submit the current module or end the break; the server routes module 2 and starts the next clock",
    tag: "tests",
    auth: "student",
    query: emptyQuerySchema,
    body: submitModuleRequestSchema,
    response: attemptStateResponseSchema,
    errors: [400, 404, 409],
  }),
  endTest: endpoint({
    method: "PUT",
    path: "/test/endtest",
    summary: "Submit the last module and score the attempt from the stored answers",
    tag: "tests",
    auth: "student",
    query: userTestIdQuerySchema,
    body: undefined,
    response: endTestResponseSchema,
    errors: [400, 404, 409],
  }),
  completedTests: endpoint({
    method: "GET",
    path: "/test/allusertests",
    summary: "The student's completed attempts with their final scaled score",
    tag: "tests",
    auth: "student",
    query: emptyQuerySchema,
    body: undefined,
    response: completedTestsResponseSchema,
    errors: [],
  }),
  testResult: endpoint({
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
  }),
  computeRawScore: endpoint({
    method: "POST",
    path: "/test/computingrawscore",
    summary: "Scaled scores of a completed attempt, always computed from its stored answers (counts sent are ignored)",
    tag: "tests",
    auth: "student",
    query: emptyQuerySchema,
    body: computeRawScoreRequestSchema,
    response: computeRawScoreResponseSchema,
    errors: [400, 404, 409],
  }),
  questionBanks: endpoint({
    method: "GET",
    path: "/questionbank/getall",
    summary:
      "Every skill's question bank, by section and domain, with its number of questions by difficulty and the student's progress",
    tag: "question bank",
    auth: "student",
    query: emptyQuerySchema,
    body: undefined,
    response: questionBankListResponseSchema,
    errors: [],
  }),
  questionBank: endpoint({
    method: "GET",
    path: "/questionbank/getbyid",
    summary:
      "A practice of one bank (optionally one difficulty, or the questions last answered wrong): its questions without keys, and where the student stopped",
    tag: "question bank",
    auth: "student",
    query: bankPracticeQuerySchema,
    body: undefined,
    response: bankPracticeResponseSchema,
    errors: [400, 404],
  }),
  checkBankAnswer: endpoint({
    method: "POST",
    path: "/questionbank/check",
    summary: "Checks one answer on the server and records the attempt for the student's progress",
    tag: "question bank",
    auth: "student",
    query: emptyQuerySchema,
    body: bankCheckRequestSchema,
    response: bankCheckResponseSchema,
    errors: [400, 403, 404],
  }),
  bankExplanation: endpoint({
    method: "GET",
    path: "/questionbank/explanation",
    summary: "The explanation and the correct answer of one bank question ('Show Explanation')",
    tag: "question bank",
    auth: "student",
    query: bankExplanationQuerySchema,
    body: undefined,
    response: bankExplanationResponseSchema,
    errors: [400, 403, 404],
  }),
  saveQuestionBank: endpoint({
    method: "POST",
    path: "/questionbank/savequestionbank",
    summary: "Stores where the student stopped in a practice (Save & Exit), or that they finished it",
    tag: "question bank",
    auth: "student",
    query: emptyQuerySchema,
    body: saveQuestionBankRequestSchema,
    response: saveQuestionBankResponseSchema,
    errors: [400, 404],
  }),
  redeemCode: endpoint({
    method: "POST",
    path: "/plan/redeem",
    summary: "Redeems a PRO code: extends proTill and answers a fresh session token carrying it",
    tag: "plans",
    auth: "student",
    query: emptyQuerySchema,
    body: redeemCodeRequestSchema,
    response: redeemCodeResponseSchema,
    errors: [400, 404, 409, 410],
  }),
  refreshToken: endpoint({
    method: "POST",
    path: "/auth/refresh",
    summary: "A new token for the same session with the account's current name and proTill (no logout needed)",
    tag: "auth",
    auth: "student",
    query: emptyQuerySchema,
    body: undefined,
    response: refreshTokenResponseSchema,
    errors: [],
  }),
} as const;

export const api = { ...coreApi, ...adminApi, ...learningApi } as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
