import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Lower-cased; the spec's userName. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  mobile: text("mobile").notNull().default(""),
  whenExam: timestamp("when_exam", { withTimezone: true }),
  /** 400 to 1600 in steps of 10; null when the student has not set one. */
  targetScore: integer("target_score"),
  /** An approved accommodation: module time × 1.5 or × 2 for tests started from then on. */
  extendedTime: text("extended_time", { enum: ["none", "time-and-a-half", "double"] })
    .notNull()
    .default("none"),
  referalCode: text("referal_code").notNull().default(""),
  profilePic: text("profile_pic").notNull().default(""),
  /** Null for students created by a partner's redirect login who never set a password. */
  passwordHash: text("password_hash"),
  /** When the student last proved they read mail at `email`; null until they use a link we sent. */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  proTill: timestamp("pro_till", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every issued token is a row here, so logout and revocation take effect at once on every server. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent").notNull().default(""),
    /** Moved forward at most every few minutes (auth.service), for the account page's device list. */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Failed logins, kept only as long as the rate-limit window needs them. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountKey: text("account_key").notNull(),
    address: text("address").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_failures_account_idx").on(t.accountKey, t.createdAt),
    index("login_failures_address_idx").on(t.address, t.createdAt),
  ],
);

/**
 * Single-use links sent by email: password resets, sign-up verification and the confirmation of a
 * new address (which waits here, in `email`, until its link is used). Only a SHA-256 hash of the
 * token is kept, so a copy of the database cannot be used to take over accounts.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["password-reset", "verify-email", "change-email"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The address the link was sent to; for a change, the new address waiting for confirmation. */
    email: text("email").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("email_tokens_user_idx").on(t.userId, t.purpose)],
);

export const plans = pgTable("plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  priceMinor: integer("price_minor").notNull(),
  currency: text("currency").notNull(),
  billingPeriod: text("billing_period", { enum: ["free", "month", "quarter", "year"] }).notNull(),
  durationDays: integer("duration_days").notNull(),
  isPro: boolean("is_pro").notNull(),
  features: jsonb("features")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

/** A practice test: two sections, each with module 1 and an easier and a harder module 2. */
export const tests = pgTable("tests", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  access: text("access", { enum: ["free", "pro"] }).notNull(),
  contentVersion: text("content_version").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

/** Every content pack installed, with the version (hash of its files) now in use. */
export const contentPacks = pgTable("content_packs", {
  id: text("id").primaryKey(),
  kind: text("kind", { enum: ["test", "bank"] }).notNull(),
  name: text("name").notNull(),
  contentVersion: text("content_version").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Authored questions with their keys; only completed attempts ever see a key. A row never changes
 * once written: an edited question becomes a new row (same sourceId, new id), so attempts taken on
 * the old wording keep it.
 */
export const questions = pgTable(
  "questions",
  {
    id: text("id").primaryKey(),
    /** The id the author gave it in the pack. */
    sourceId: text("source_id").notNull(),
    /** Hash of the question's content; '' on rows from before content packs, filled in on the next import. */
    contentHash: text("content_hash").notNull().default(""),
    section: text("section", { enum: ["reading-writing", "math"] }).notNull(),
    domain: text("domain").notNull(),
    skill: text("skill").notNull(),
    difficulty: text("difficulty", { enum: ["E", "M", "H"] }).notNull(),
    type: text("type", { enum: ["mcq", "spr"] }).notNull(),
    passage: text("passage").notNull(),
    prompt: text("prompt").notNull(),
    options: jsonb("options").$type<string[]>(),
    correctOption: text("correct_option", { enum: ["A", "B", "C", "D"] }),
    acceptedAnswers: jsonb("accepted_answers").$type<string[]>(),
    explanation: text("explanation").notNull(),
    contentVersion: text("content_version").notNull(),
    /**
     * Calibrated item parameters from the question's file (npm run calibrate), each one optional;
     * null: scored with the parameters its difficulty label gives (docs/scoring.md). Part of the
     * content hash, so a new calibration is a new row and a finished attempt keeps its own.
     */
    irt: jsonb("irt").$type<{ a?: number; b?: number; c?: number }>(),
  },
  (t) => [index("questions_source_idx").on(t.sourceId)],
);

export const testModuleQuestions = pgTable(
  "test_module_questions",
  {
    testId: text("test_id")
      .notNull()
      .references(() => tests.id, { onDelete: "cascade" }),
    section: text("section", { enum: ["reading-writing", "math"] }).notNull(),
    /** Every version of a test keeps its modules, so an attempt started on it finishes on it. */
    contentVersion: text("content_version").notNull(),
    moduleKey: text("module_key", { enum: ["module1", "module2-easier", "module2-harder"] }).notNull(),
    position: integer("position").notNull(),
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id),
  },
  (t) => [primaryKey({ columns: [t.testId, t.contentVersion, t.section, t.moduleKey, t.position] })],
);

/** The questions of each version of a bank pack, in the order students meet them. */
export const bankQuestions = pgTable(
  "bank_questions",
  {
    packId: text("pack_id")
      .notNull()
      .references(() => contentPacks.id, { onDelete: "cascade" }),
    contentVersion: text("content_version").notNull(),
    skillSlug: text("skill_slug").notNull(),
    position: integer("position").notNull(),
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id),
  },
  (t) => [
    primaryKey({ columns: [t.packId, t.contentVersion, t.questionId] }),
    index("bank_questions_skill_idx").on(t.skillSlug, t.position),
  ],
);

/** Content figures (SVG), served at /api/figures/<id>.svg. */
export const figures = pgTable("figures", {
  id: text("id").primaryKey(),
  packId: text("pack_id").notNull(),
  svg: text("svg").notNull(),
});

/** The spec's user test: one student's attempt at one test. */
export const attempts = pgTable(
  "attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    testId: text("test_id")
      .notNull()
      .references(() => tests.id),
    /** The test's version when the attempt started: its questions for the whole attempt. */
    contentVersion: text("content_version").notNull(),
    /** The student's accommodation when the attempt started; every module's clock follows it. */
    extendedTime: text("extended_time", { enum: ["none", "time-and-a-half", "double"] })
      .notNull()
      .default("none"),
    status: text("status", { enum: ["in_progress", "completed"] })
      .notNull()
      .default("in_progress"),
    /** Null once completed. */
    stage: text("stage", {
      enum: ["writingModule1", "writingModule2", "moduleBreakTime", "mathModule1", "mathModule2"],
    }),
    questionIndex: integer("question_index").notNull().default(0),
    timeLeftMs: integer("time_left_ms").notNull(),
    runningSince: timestamp("running_since", { withTimezone: true, mode: "date" }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }),
    rwRoute: text("rw_route", { enum: ["easier", "harder"] }),
    mathRoute: text("math_route", { enum: ["easier", "harder"] }),
    /** Milliseconds spent per stage, for the score report. */
    spentMs: jsonb("spent_ms")
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    scores: jsonb("scores").$type<Record<string, unknown>>(),
    /**
     * Goes up by one with every change to the row. The save path reads without a lock and writes
     * only if the row is still the one it read; otherwise it redoes the save under a row lock.
     */
    revision: integer("revision").notNull().default(0),
    /**
     * The session the attempt is open on (one device at a time): set when a session starts or opens
     * it, checked by every save. No foreign key: a session that is gone holds nothing, and the next
     * session of the student to open the attempt takes it.
     */
    holderSessionId: uuid("holder_session_id"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("attempts_user_test_idx").on(t.userId, t.testId),
    /** One attempt in progress per student and test, even when two starts race. */
    uniqueIndex("attempts_one_in_progress_idx")
      .on(t.userId, t.testId)
      .where(sql`status = 'in_progress'`),
  ],
);

export const attemptAnswers = pgTable(
  "attempt_answers",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => attempts.id, { onDelete: "cascade" }),
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id),
    stage: text("stage").notNull(),
    userOption: text("user_option").notNull().default(""),
    userAnswer: text("user_answer").notNull().default(""),
    marked: boolean("marked").notNull().default(false),
    eliminated: jsonb("eliminated")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    seq: bigint("seq", { mode: "number" }).notNull(),
    timeLeftMs: integer("time_left_ms").notNull(),
    /** On screen over all visits, as the runner reports it, bounded by the module's clock. */
    timeSpentMs: integer("time_spent_ms").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** One practice of a bank by one student: a skill with a filter ('all', 'E', 'M', 'H', 'wrong'). */
export const bankSessions = pgTable(
  "bank_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skillSlug: text("skill_slug").notNull(),
    filter: text("filter").notNull(),
    /** Where practice resumes; -1 before the student starts. */
    currentQ: integer("current_q").notNull().default(-1),
    isCompleted: boolean("is_completed").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("bank_sessions_user_skill_filter_idx").on(t.userId, t.skillSlug, t.filter)],
);

/** Every answer a student checked in the bank, kept for their progress. */
export const bankChecks = pgTable(
  "bank_checks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id),
    sourceId: text("source_id").notNull(),
    skillSlug: text("skill_slug").notNull(),
    answer: text("answer").notNull(),
    isCorrect: boolean("is_correct").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("bank_checks_user_idx").on(t.userId, t.createdAt)],
);

/** The last check of each bank question per student (by the author's id, so an edited question keeps it). */
export const bankQuestionStatus = pgTable(
  "bank_question_status",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sourceId: text("source_id").notNull(),
    skillSlug: text("skill_slug").notNull(),
    lastCorrect: boolean("last_correct").notNull(),
    checks: integer("checks").notNull().default(1),
    /** The first check decides accuracy; later ones are retries (counted apart). */
    firstCorrect: boolean("first_correct").notNull().default(false),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull().defaultNow(),
    correctChecks: integer("correct_checks").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sourceId] }),
    index("bank_status_user_skill_idx").on(t.userId, t.skillSlug),
  ],
);

/** PRO codes an admin creates and students redeem on the pricing page. */
export const redeemCodes = pgTable("redeem_codes", {
  code: text("code").primaryKey(),
  days: integer("days").notNull(),
  maxUses: integer("max_uses").notNull(),
  usedCount: integer("used_count").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const codeRedemptions = pgTable(
  "code_redemptions",
  {
    code: text("code")
      .notNull()
      .references(() => redeemCodes.code, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
);
