import { sql } from "drizzle-orm";
import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Highlight, ToolSettings } from "@sat/core";
import { attempts } from "./schema.js";

/* What a student keeps with an attempt besides answers: highlights, notes and calculator state. */

/** The highlights (each with its note) of one question of an attempt, replaced as a whole. */
export const attemptAnnotations = pgTable(
  "attempt_annotations",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => attempts.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    highlights: jsonb("highlights")
      .$type<Highlight[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** The calculator's expressions for an attempt (one row per attempt). */
export const attemptCalculator = pgTable("attempt_calculator", {
  attemptId: uuid("attempt_id")
    .primaryKey()
    .references(() => attempts.id, { onDelete: "cascade" }),
  expressions: jsonb("expressions")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** The runner's zoom and hidden timer for an attempt (one row per attempt), for the student's other devices. */
export const attemptToolSettings = pgTable("attempt_tool_settings", {
  attemptId: uuid("attempt_id")
    .primaryKey()
    .references(() => attempts.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<ToolSettings>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
