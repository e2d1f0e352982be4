import { emptyQuerySchema } from "../schemas/auth.js";
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
} from "../schemas/question-bank.js";

import { endpoint } from "./endpoint.js";
import {
  questionBanksRoute,
  questionBankRoute,
  checkBankAnswerRoute,
  bankExplanationRoute,
  saveQuestionBankRoute,
} from "./question-bank-routes.js";

export const questionBanks = endpoint({
  ...questionBanksRoute,
  summary:
    "Every skill's question bank, by section and domain, with its number of questions by difficulty and the student's progress",
  tag: "question bank",
  query: emptyQuerySchema,
  body: undefined,
  response: questionBankListResponseSchema,
  errors: [],
});

export const questionBank = endpoint({
  ...questionBankRoute,
  summary:
    "A practice of one bank (optionally one difficulty, or the questions last answered wrong): its questions without keys, and where the student stopped",
  tag: "question bank",
  query: bankPracticeQuerySchema,
  body: undefined,
  response: bankPracticeResponseSchema,
  errors: [400, 404],
});

export const checkBankAnswer = endpoint({
  ...checkBankAnswerRoute,
  summary: "Checks one answer on the server and records the attempt for the student's progress",
  tag: "question bank",
  query: emptyQuerySchema,
  body: bankCheckRequestSchema,
  response: bankCheckResponseSchema,
  errors: [400, 403, 404],
});

export const bankExplanation = endpoint({
  ...bankExplanationRoute,
  summary: "The explanation and the correct answer of one bank question ('Show Explanation')",
  tag: "question bank",
  query: bankExplanationQuerySchema,
  body: undefined,
  response: bankExplanationResponseSchema,
  errors: [400, 403, 404],
});

export const saveQuestionBank = endpoint({
  ...saveQuestionBankRoute,
  summary: "Stores where the student stopped in a practice (Save & Exit), or that they finished it",
  tag: "question bank",
  query: emptyQuerySchema,
  body: saveQuestionBankRequestSchema,
  response: saveQuestionBankResponseSchema,
  errors: [400, 404],
});
