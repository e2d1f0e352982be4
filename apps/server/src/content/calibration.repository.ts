import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { attemptResults } from "../db/schema-progress.js";
import { attempts, questions, testModuleQuestions } from "../db/schema.js";

/** One stored answer of a completed attempt, with the question row it was graded on. */
export interface StoredResponse {
  attemptId: string;
  testId: string;
  section: "reading-writing" | "math";
  moduleKey: "module1" | "module2-easier" | "module2-harder";
  questionId: string;
  sourceId: string;
  correct: boolean;
}

export type QuestionRow = typeof questions.$inferSelect;

/** What npm run calibrate reads: every test answer of every completed attempt (omitted counts as wrong). */
export class CalibrationRepository {
  constructor(private readonly db: Db) {}

  async responses(): Promise<StoredResponse[]> {
    const rows = await this.db
      .select({
        attemptId: attemptResults.attemptId,
        testId: attempts.testId,
        section: attemptResults.section,
        moduleKey: testModuleQuestions.moduleKey,
        questionId: attemptResults.questionId,
        sourceId: attemptResults.sourceId,
        outcome: attemptResults.outcome,
      })
      .from(attemptResults)
      .innerJoin(attempts, and(eq(attempts.id, attemptResults.attemptId), eq(attempts.status, "completed")))
      .innerJoin(
        testModuleQuestions,
        and(
          eq(testModuleQuestions.testId, attempts.testId),
          eq(testModuleQuestions.contentVersion, attempts.contentVersion),
          eq(testModuleQuestions.section, attemptResults.section),
          eq(testModuleQuestions.questionId, attemptResults.questionId),
        ),
      );
    return rows.map(({ outcome, ...row }) => ({ ...row, correct: outcome === "correct" }));
  }

  /** The question rows the answers were graded on, each once. */
  async questions(ids: string[]): Promise<QuestionRow[]> {
    const rows: QuestionRow[] = [];
    for (let i = 0; i < ids.length; i += 500)
      rows.push(
        ...(await this.db
          .select()
          .from(questions)
          .where(inArray(questions.id, ids.slice(i, i + 500)))),
      );
    return rows;
  }
}
