import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { attempts, questions, users } from "./schema.js";

/* The learning loop's tables (docs/decisions/009): what students did, summed for their progress. */

/**
 * Every question of a completed attempt with its outcome, written once when the attempt completes:
 * the score report, mastery and the review queue read these rows instead of grading again.
 */
export const attemptResults = pgTable(
  "attempt_results",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => attempts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id),
    sourceId: text("source_id").notNull(),
    stage: text("stage").notNull(),
    position: integer("position").notNull(),
    section: text("section", { enum: ["reading-writing", "math"] }).notNull(),
    domain: text("domain").notNull(),
    skillSlug: text("skill_slug").notNull(),
    outcome: text("outcome", { enum: ["correct", "incorrect", "omitted"] }).notNull(),
    marked: boolean("marked").notNull(),
    timeSpentMs: integer("time_spent_ms").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    index("attempt_results_user_skill_idx").on(t.userId, t.skillSlug, t.completedAt),
  ],
);

/**
 * Per student and skill, the evidence mastery reads: every test answer and every first bank
 * attempt, counted as they arrive, with the latest TREND_WINDOW outcomes ('1' right, '0' wrong,
 * oldest first) for the trend. Kept with the rows it sums, in the same transactions.
 */
export const skillEvidence = pgTable(
  "skill_evidence",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skillSlug: text("skill_slug").notNull(),
    questions: integer("questions").notNull(),
    correct: integer("correct").notNull(),
    recent: text("recent").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillSlug] })],
);

/** The spaced-review queue: questions a student missed, keyed by the author's id. */
export const reviewItems = pgTable(
  "review_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sourceId: text("source_id").notNull(),
    /** The version the student missed, shown again as they saw it. */
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id),
    skillSlug: text("skill_slug").notNull(),
    origin: text("origin").notNull(),
    status: text("status", { enum: ["active", "mastered"] }).notNull(),
    rightInRow: integer("right_in_row").notNull().default(0),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    enteredAt: timestamp("entered_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sourceId] }),
    index("review_items_user_due_idx").on(t.userId, t.status, t.dueAt),
  ],
);
