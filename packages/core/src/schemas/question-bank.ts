import { z } from "../zod.js";
import { answerOptionSchema } from "./answer-option.js";
import { trendSchema } from "./progress.js";

export const bankSectionTypeSchema = z.enum(["READING_AND_WRITING", "MATHEMATICS"]);
export const difficultySchema = z.enum(["E", "M", "H"]);

const count = z.number().int().nonnegative();
const practiceId = z.uuid({ error: "userQuestionBankId must be a valid id" });

/** What a student has done in one bank: one row per bank and practice filter. */
export const bankUserStateSchema = z.object({
  userQuestionBankId: z.string(),
  /** Where practice resumes: the index of the question in the practice list; -1 before starting. */
  currentQId: z.number().int(),
  isCompleted: z.boolean(),
});

/** One bank per skill of the taxonomy (spec section 3, Question bank), with the student's progress. */
export const questionBankSummarySchema = z.object({
  /** The skill's slug: /categories/<questionBankId>. */
  questionBankId: z.string(),
  name: z.string(),
  sectionType: bankSectionTypeSchema,
  domain: z.string(),
  domainName: z.string(),
  totalQuestions: count,
  difficultyCounts: z.object({ E: count, M: count, H: count }),
  /** How many of them this student may practise (all for PRO; a part of every bank for free students). */
  availableQuestions: count,
  /** Questions checked at least once, whose last check was right, and whose last check was wrong. */
  answeredCount: count,
  correctCount: count,
  wrongCount: count,
  /** Accuracy counts first attempts only: a question right on a second try is a retry, shown apart. */
  firstAttempts: z.object({ questions: count, correct: count, accuracyPercent: z.number().int().nullable() }),
  retries: z.object({ checks: count, correct: count }),
  /** The skill over test answers and first bank attempts (as on the dashboard). */
  mastery: z.object({
    questions: count,
    correct: count,
    accuracyPercent: z.number().int().nullable(),
    trend: trendSchema.nullable(),
  }),
  /** The unfiltered practice of this bank, or null before the student opens it. */
  userTestState: bankUserStateSchema.nullable(),
});
export type QuestionBankSummary = z.infer<typeof questionBankSummarySchema>;

export const questionBankListResponseSchema = z.object({
  data: z.object({
    isQuestionBanksEnabled: z.boolean(),
    testData: z.array(questionBankSummarySchema),
  }),
});
export type QuestionBankListResponse = z.infer<typeof questionBankListResponseSchema>;

const booleanQuery = z
  .enum(["true", "false"], { error: "Use true or false" })
  .default("false")
  .transform((v) => v === "true");

/** A practice: a bank, optionally narrowed to one difficulty or to the questions last answered wrong. */
export const bankPracticeQuerySchema = z.strictObject({
  questionBankId: z.string().min(1).max(80),
  difficulty: difficultySchema.optional(),
  onlyWrong: booleanQuery,
});
export type BankPracticeQuery = z.input<typeof bankPracticeQuerySchema>;

/** A bank question as a student sees it before checking: never a key, never an explanation. */
export const bankQuestionSchema = z.object({
  qId: z.string(),
  difficulty: difficultySchema,
  questionType: z.enum(["mcq", "spr"]),
  description: z.string(),
  processedQuestion: z.string(),
  answers: z.array(z.object({ answerOption: answerOptionSchema, answerPlaceHolder: z.string() })),
  /** The student's last check of this question, in any practice. */
  lastResult: z.enum(["correct", "wrong"]).nullable(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

export const bankPracticeSchema = z.object({
  questionBankId: z.string(),
  name: z.string(),
  sectionType: bankSectionTypeSchema,
  /** Shown beside 'Question Bank' in the header: the skill's domain. */
  questionContentType: z.string(),
  userQuestionBankId: z.string(),
  filter: z.object({ difficulty: difficultySchema.nullable(), onlyWrong: z.boolean() }),
  userTestState: bankUserStateSchema,
  /** Questions of this practice that need PRO (not listed for a free student). */
  lockedCount: count,
  questions: z.object({ questionBankList: z.array(bankQuestionSchema) }),
});
export type BankPractice = z.infer<typeof bankPracticeSchema>;
export const bankPracticeResponseSchema = z.object({ data: z.object({ testData: bankPracticeSchema }) });

export const bankCheckRequestSchema = z.strictObject({
  userQuestionBankId: practiceId,
  qId: z.string().min(1).max(100),
  userOption: z.union([answerOptionSchema, z.literal("")]).default(""),
  userAnswer: z.string().max(20, { error: "An answer has at most 20 characters" }).default(""),
});
export type BankCheckRequest = z.input<typeof bankCheckRequestSchema>;
export const bankCheckResponseSchema = z.object({ data: z.object({ isCorrect: z.boolean() }) });

export const bankExplanationQuerySchema = z.strictObject({
  userQuestionBankId: practiceId,
  qId: z.string().min(1).max(100),
});
export const bankExplanationResponseSchema = z.object({
  data: z.object({
    explanation: z.string(),
    /** 'Option B', or the accepted forms of a typed answer joined by ' or '. */
    correctAnswer: z.string(),
  }),
});

export const saveQuestionBankRequestSchema = z.strictObject({
  userQuestionBankId: practiceId,
  currentQId: z.number().int().min(0).max(10_000),
  isTestCompleted: z.boolean(),
});
export type SaveQuestionBankRequest = z.infer<typeof saveQuestionBankRequestSchema>;
export const saveQuestionBankResponseSchema = z.object({
  data: z.object({ message: z.string(), userTestState: bankUserStateSchema }),
});
