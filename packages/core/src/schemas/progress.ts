import { z } from "../zod.js";
import { answerOptionSchema } from "./answer-option.js";
import { extendedTimeSchema } from "../test-flow/extended-time.js";

const count = z.number().int().nonnegative();
const sectionName = z.enum(["ReadingAndWriting", "Mathematics"]);
const difficulty = z.enum(["E", "M", "H"]);

export const trendSchema = z.enum(["up", "down", "steady"]);

/** Accuracy over every test answer and first bank attempt of one skill. */
export const skillMasterySchema = z.object({
  skill: z.string(),
  slug: z.string(),
  sectionName,
  domain: z.string(),
  domainName: z.string(),
  questions: count,
  correct: count,
  /** Whole percent; null with no answers yet. */
  accuracyPercent: z.number().int().nullable(),
  /** The latest 10 answers against the ones before; null with fewer than 5 before them. */
  trend: trendSchema.nullable(),
});
export type SkillMastery = z.infer<typeof skillMasterySchema>;

/** A skill to practise next, and the bank difficulty that fits the student's latest section score. */
export const recommendationSchema = z.object({
  skill: z.string(),
  slug: z.string(),
  sectionName,
  domainName: z.string(),
  questions: count,
  correct: count,
  accuracyPercent: z.number().int().nullable(),
  difficulty,
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const scoreHistoryPointSchema = z.object({
  userTestId: z.string(),
  testId: z.string(),
  testName: z.string(),
  completedAt: z.string(),
  total: z.number().int(),
  readingWriting: z.number().int(),
  math: z.number().int(),
});
export type ScoreHistoryPoint = z.infer<typeof scoreHistoryPointSchema>;

export const reviewCountsSchema = z.object({
  /** Questions due for review now. */
  due: count,
  /** Questions in the queue, due or not. */
  active: count,
  /** Questions that left the queue after two right answers in a row. */
  mastered: count,
});

export const progressSchema = z.object({
  exam: z.object({
    /** YYYY-MM-DD, or null when not set. */
    whenExam: z.string().nullable(),
    /** Whole days from today (in the student's time zone) to the exam; null without a date. */
    daysLeft: z.number().int().nullable(),
    targetScore: z.number().int().nullable(),
  }),
  /** Every completed test, oldest first. */
  history: z.array(scoreHistoryPointSchema),
  /** Skills with at least one answer, weakest first. */
  mastery: z.array(skillMasterySchema),
  review: reviewCountsSchema,
  whatNext: z.array(recommendationSchema),
});
export type Progress = z.infer<typeof progressSchema>;
export const progressResponseSchema = z.object({ data: progressSchema });

export const progressQuerySchema = z.strictObject({
  /** The student's IANA time zone, for the days left to the exam; UTC when absent. */
  tz: z.string().min(1).max(64).optional(),
});

/** A question due for review, as the practice screen shows it: never a key before the check. */
export const reviewQuestionSchema = z.object({
  qId: z.string(),
  difficulty,
  questionType: z.enum(["mcq", "spr"]),
  description: z.string(),
  processedQuestion: z.string(),
  answers: z.array(z.object({ answerOption: answerOptionSchema, answerPlaceHolder: z.string() })),
  skill: z.string(),
  domainName: z.string(),
  /** Where the student missed it: 'Practice Test 1 · Math · Module 2 · Question 5' or 'Question bank'. */
  origin: z.string(),
  rightInRow: count,
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

export const reviewQueueSchema = z.object({ counts: reviewCountsSchema, questions: z.array(reviewQuestionSchema) });
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;
export const reviewQueueResponseSchema = z.object({ data: reviewQueueSchema });

export const reviewCheckRequestSchema = z.strictObject({
  qId: z.string().min(1).max(100),
  userOption: z.union([answerOptionSchema, z.literal("")]).default(""),
  userAnswer: z.string().max(20, { error: "An answer has at most 20 characters" }).default(""),
});
export type ReviewCheckRequest = z.input<typeof reviewCheckRequestSchema>;
export const reviewCheckResponseSchema = z.object({
  data: z.object({
    isCorrect: z.boolean(),
    /** mastered: two right in a row, the question left the queue. */
    status: z.enum(["active", "mastered"]),
    rightInRow: count,
    /** When it comes back; null once mastered. */
    nextDueAt: z.string().nullable(),
  }),
});

export const reviewExplanationQuerySchema = z.strictObject({ qId: z.string().min(1).max(100) });

/** Exam date and target score, editable in the profile. */
export const profileUpdateRequestSchema = z.strictObject({
  whenExam: z.union([z.literal(""), z.iso.date({ error: "Enter the exam date as a date, for example 2027-03-13" })]),
  targetScore: z
    .number({ error: "Target score must be a number" })
    .int({ error: "Target score must be a whole number" })
    .min(400, { error: "Target score must be between 400 and 1600" })
    .max(1600, { error: "Target score must be between 400 and 1600" })
    .multipleOf(10, { error: "SAT scores go in steps of 10" })
    .nullable(),
  /** An approved accommodation; tests started from now on use it. Unchanged when left out. */
  extendedTime: extendedTimeSchema.optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;
