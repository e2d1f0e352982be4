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

export const questionBanks = endpoint({
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
});

export const questionBank = endpoint({
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
});

export const checkBankAnswer = endpoint({
  method: "POST",
  path: "/questionbank/check",
  summary: "Checks one answer on the server and records the attempt for the student's progress",
  tag: "question bank",
  auth: "student",
  query: emptyQuerySchema,
  body: bankCheckRequestSchema,
  response: bankCheckResponseSchema,
  errors: [400, 403, 404],
});

export const bankExplanation = endpoint({
  method: "GET",
  path: "/questionbank/explanation",
  summary: "The explanation and the correct answer of one bank question ('Show Explanation')",
  tag: "question bank",
  auth: "student",
  query: bankExplanationQuerySchema,
  body: undefined,
  response: bankExplanationResponseSchema,
  errors: [400, 403, 404],
});

export const saveQuestionBank = endpoint({
  method: "POST",
  path: "/questionbank/savequestionbank",
  summary: "Stores where the student stopped in a practice (Save & Exit), or that they finished it",
  tag: "question bank",
  auth: "student",
  query: emptyQuerySchema,
  body: saveQuestionBankRequestSchema,
  response: saveQuestionBankResponseSchema,
  errors: [400, 404],
});
