import { z } from "../zod.js";
import type { Section } from "../content/taxonomy.js";
import { STAGES } from "../test-flow/stages.js";
import { answerOptionSchema } from "./answer-option.js";
import { fieldErrorSchema } from "./error.js";

export { answerOptionSchema };
import { recommendationSchema } from "./progress.js";

export const stageSchema = z.enum(STAGES);
export const routeSchema = z.enum(["easier", "harder"]);

export * from "./spr-directions.js";

/** How the API names a section (the spec's sectionName). */
export const sectionNameOf = (section: Section): "ReadingAndWriting" | "Mathematics" =>
  section === "math" ? "Mathematics" : "ReadingAndWriting";

/** A question as a student sees it during a test: never a key, never an explanation. */
export const testQuestionSchema = z.object({
  _id: z.string(),
  qIdUi: z.number().int().positive(),
  sectionName: z.enum(["ReadingAndWriting", "Mathematics"]),
  moduleName: z.enum(["Module1", "Module2"]),
  questionType: z.enum(["mcq", "spr"]),
  description: z.string(),
  processedQuestion: z.string(),
  answers: z.array(z.object({ answerOption: answerOptionSchema, answerPlaceHolder: z.string() })),
});
export type TestQuestion = z.infer<typeof testQuestionSchema>;

/** One answer as the browser keeps and sends it (spec section 3, Answers, plus the tools' state). */
export const answerSchema = z.strictObject({
  qId: z.string().min(1).max(100),
  userOption: z.union([answerOptionSchema, z.literal("")]).default(""),
  userAnswer: z.string().max(6, { error: "An answer has at most 6 characters" }).default(""),
  marked: z.boolean().default(false),
  eliminated: z.array(answerOptionSchema).max(4).default([]),
  /** Time left on the student's screen when the answer was given (the server checks it). */
  timeLeftMs: z.number().int().min(-86_400_000).max(10_000_000),
  /** Increases with every change on the device, so a late retry never overwrites a newer answer. */
  seq: z.number().int().nonnegative(),
  /**
   * Milliseconds the question has been on screen, over all visits. Checked per answer with
   * timeSpentMsSchema and the module's clock: a bad value is refused on its own (a field message
   * in the response) while the answer itself is saved.
   */
  timeSpentMs: z.unknown().optional(),
});
export type Answer = z.infer<typeof answerSchema>;

export const timeSpentMsSchema = z
  .number({ error: "Time on a question must be a number of milliseconds" })
  .int({ error: "Time on a question must be a whole number of milliseconds" })
  .min(0, { error: "Time on a question cannot be negative" });

export const savedAnswerSchema = answerSchema
  .omit({ timeLeftMs: true, timeSpentMs: true })
  .extend({ timeSpentMs: z.number().int().nonnegative() });
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

export const testSummarySchema = z.object({
  testid: z.string(),
  name: z.string(),
  access: z.enum(["free", "pro"]),
  /** True for a PRO test while the student has no PRO access. */
  locked: z.boolean(),
  totalQuestions: z.number().int(),
  inProgress: z
    .object({
      userTestId: z.string(),
      currentModuleName: stageSchema,
      answeredCount: z.number().int(),
      timeLeftMs: z.number().int(),
    })
    .nullable(),
  completedCount: z.number().int(),
  lastResult: z.object({ userTestId: z.string(), totalScore: z.number().int(), completedAt: z.string() }).nullable(),
});
export type TestSummary = z.infer<typeof testSummarySchema>;
export const testListResponseSchema = z.object({ data: z.object({ testData: z.array(testSummarySchema) }) });

export const attemptStateSchema = z.object({
  userTestId: z.string(),
  testId: z.string(),
  testName: z.string(),
  status: z.enum(["in_progress", "completed"]),
  currentModuleName: stageSchema.nullable(),
  count: z.number().int().nonnegative(),
  /** The server's time left in the current module or break. */
  timeLeftMs: z.number().int(),
  questions: z.array(testQuestionSchema),
  answers: z.array(savedAnswerSchema),
});
export type AttemptState = z.infer<typeof attemptStateSchema>;
export const attemptStateResponseSchema = z.object({ data: attemptStateSchema });

export const testIdQuerySchema = z.strictObject({
  testId: z.string({ error: "testId is required" }).min(1, { error: "testId is required" }).max(80),
});
export const userTestIdQuerySchema = z.strictObject({
  userTestId: z.uuid({ error: "userTestId must be a valid id" }),
});

export const saveTestRequestSchema = z.strictObject({
  userTestId: z.uuid({ error: "userTestId must be a valid id" }),
  testId: z.string().min(1).max(80),
  answerData: z.array(answerSchema).max(60).default([]),
  additionalProps: z.strictObject({ currentModuleName: stageSchema, count: z.number().int().min(0).max(60) }),
  testCompleted: z.literal(false, { error: "Use endtest to finish a test" }).default(false),
  /** Save and Exit: the server pauses the module's clock. */
  exit: z.boolean().default(false),
});
export type SaveTestRequest = z.input<typeof saveTestRequestSchema>;

/**
 * What became of one answer of a save: stored (or a newer change of it already was), or refused
 * for good with the reason (the module's time is over, the module was submitted, not its question).
 */
export const answerStatusSchema = z.object({
  qId: z.string(),
  seq: z.number().int(),
  status: z.enum(["saved", "refused"]),
  message: z.string().optional(),
});
export type AnswerStatus = z.infer<typeof answerStatusSchema>;

export const saveTestResponseSchema = z.object({
  data: z.object({
    /** Answers of this save stored. */
    saved: z.number().int(),
    /** One per answer sent, in the same order. */
    answers: z.array(answerStatusSchema),
    currentModuleName: stageSchema.nullable(),
    timeLeftMs: z.number().int(),
    status: z.enum(["in_progress", "completed"]),
    /** Times refused (field answerData.N.timeSpentMs); their answers were saved without them. */
    rejected: z.array(fieldErrorSchema),
  }),
});

export const submitModuleRequestSchema = z.strictObject({
  userTestId: z.uuid({ error: "userTestId must be a valid id" }),
  currentModuleName: stageSchema,
});

export const sectionScoreSchema = z.object({
  route: routeSchema,
  rawCorrect: z.number().int(),
  rawTotal: z.number().int(),
  scaled: z.number().int(),
});
export const attemptScoresSchema = z.object({
  readingWriting: sectionScoreSchema,
  math: sectionScoreSchema,
  total: z.number().int(),
});
export type AttemptScores = z.infer<typeof attemptScoresSchema>;

export const endTestResponseSchema = z.object({
  data: z.object({ userTestId: z.string(), testId: z.string(), scores: attemptScoresSchema }),
});

/** Spec section 3, Completed test: name, testId, additionalProps.overallresult.overallFinaleScaledScore. */
export const completedTestSchema = z.object({
  name: z.string(),
  testId: z.string(),
  userTestId: z.string(),
  completedAt: z.string(),
  additionalProps: z.object({
    overallresult: z.object({
      overallFinaleScaledScore: z.number().int(),
      overallReadingScaledScore: z.number().int(),
      overallMathScaledScore: z.number().int(),
    }),
  }),
});
export const completedTestsResponseSchema = z.object({ data: z.array(completedTestSchema) });

/** A question after its attempt is completed: now with the student's answer, the key and the explanation. */
export const resultQuestionSchema = testQuestionSchema.extend({
  userOption: z.string(),
  userAnswer: z.string(),
  isCorrect: z.boolean(),
  /** 'Option B' for multiple choice; the accepted forms joined by ' or ' for a typed answer. */
  correctAnswer: z.string(),
  explanation: z.string(),
  domain: z.string(),
  skill: z.string(),
  difficulty: z.enum(["E", "M", "H"]),
  outcome: z.enum(["correct", "incorrect", "omitted"]),
  marked: z.boolean(),
  /** On screen over all visits, bounded by the module's clock. */
  timeSpentMs: z.number().int().nonnegative(),
});
export type ResultQuestion = z.infer<typeof resultQuestionSchema>;

export const resultModuleSchema = z.object({
  sectionName: z.enum(["ReadingAndWriting", "Mathematics"]),
  moduleName: z.enum(["Module1", "Module2"]),
  stage: stageSchema,
  spentMs: z.number().int(),
  questions: z.array(resultQuestionSchema),
});

export const skillBreakdownSchema = z.object({
  sectionName: z.enum(["ReadingAndWriting", "Mathematics"]),
  domain: z.string(),
  skill: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
});

export const scoreRangeSchema = z.object({
  low: z.number().int(),
  high: z.number().int(),
  plusMinus: z.number().int(),
});

const countsSchema = { questions: z.number().int(), correct: z.number().int() };

/** The Knowledge and Skills panel: the four domains of each section, each with its skills. */
export const domainPerformanceSchema = z.object({
  sectionName: z.enum(["ReadingAndWriting", "Mathematics"]),
  domain: z.string(),
  name: z.string(),
  ...countsSchema,
  skills: z.array(z.object({ skill: z.string(), slug: z.string(), ...countsSchema })),
});
export type DomainPerformance = z.infer<typeof domainPerformanceSchema>;

/** A question worth a second look for the time it took: the longest of each section, and slow misses. */
export const timeInsightSchema = z.object({
  kind: z.enum(["longest", "slow-miss"]),
  sectionName: z.enum(["ReadingAndWriting", "Mathematics"]),
  moduleName: z.enum(["Module1", "Module2"]),
  qIdUi: z.number().int(),
  timeSpentMs: z.number().int(),
  /** The module's average time per question, for comparison. */
  averageMs: z.number().int(),
});

export const testResultSchema = z.object({
  userTestId: z.string(),
  testId: z.string(),
  testName: z.string(),
  completedAt: z.string(),
  scores: attemptScoresSchema,
  /** The accommodation the test was taken with ("none" for standard time). */
  extendedTime: z.enum(["none", "time-and-a-half", "double"]),
  scoreRange: z.object({ total: scoreRangeSchema, readingWriting: scoreRangeSchema, math: scoreRangeSchema }),
  domains: z.array(domainPerformanceSchema),
  insights: z.array(timeInsightSchema),
  whatNext: z.array(recommendationSchema),
  modules: z.array(resultModuleSchema),
  breakdown: z.array(skillBreakdownSchema),
});
export type TestResult = z.infer<typeof testResultSchema>;
export const testResultResponseSchema = z.object({ data: testResultSchema });

export const resultQuerySchema = z.strictObject({
  testId: z.string({ error: "testId is required" }).min(1, { error: "testId is required" }).max(80),
  userTestId: z.uuid({ error: "userTestId must be a valid id" }).optional(),
});

/**
 * The spec's raw-score call, kept for compatibility. The counts it carries are not trusted: the
 * scores always come from the answers stored for the attempt named by userTestId.
 */
export const computeRawScoreRequestSchema = z.strictObject({
  userTestId: z.uuid({ error: "userTestId must be a valid id" }),
  englishQuestionsAnswered: z.number().int().min(0).max(200).optional(),
  timeSpentOnEnglishQuestions: z.number().min(0).max(86_400).optional(),
  mathQuestionsAnswered: z.number().int().min(0).max(200).optional(),
  timeSpentOnMathQuestions: z.number().min(0).max(86_400).optional(),
});
export const computeRawScoreResponseSchema = z.object({
  data: z.object({
    readingandwritingscaledscore: z.number().int(),
    mathematicsscaledscore: z.number().int(),
    totalscaledscore: z.number().int(),
  }),
});
