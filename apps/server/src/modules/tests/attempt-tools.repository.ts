import { eq } from "drizzle-orm";
import type { Highlight, ToolSettings } from "@sat/core";
import type { Db } from "../../db/connection.js";
import { attemptAnnotations, attemptCalculator, attemptToolSettings } from "../../db/schema-tools.js";

export class AttemptToolsRepository {
  constructor(private readonly db: Db) {}

  annotations(attemptId: string) {
    return this.db
      .select({ qId: attemptAnnotations.questionId, highlights: attemptAnnotations.highlights })
      .from(attemptAnnotations)
      .where(eq(attemptAnnotations.attemptId, attemptId));
  }

  async calculator(attemptId: string): Promise<string[]> {
    const rows = await this.db
      .select({ expressions: attemptCalculator.expressions })
      .from(attemptCalculator)
      .where(eq(attemptCalculator.attemptId, attemptId))
      .limit(1);
    return rows[0]?.expressions ?? [];
  }

  async saveAnnotations(attemptId: string, questionId: string, highlights: Highlight[], now: Date): Promise<void> {
    await this.db
      .insert(attemptAnnotations)
      .values({ attemptId, questionId, highlights, updatedAt: now })
      .onConflictDoUpdate({
        target: [attemptAnnotations.attemptId, attemptAnnotations.questionId],
        set: { highlights, updatedAt: now },
      });
  }

  async saveCalculator(attemptId: string, expressions: string[], now: Date): Promise<void> {
    await this.db
      .insert(attemptCalculator)
      .values({ attemptId, expressions, updatedAt: now })
      .onConflictDoUpdate({ target: attemptCalculator.attemptId, set: { expressions, updatedAt: now } });
  }

  async settings(attemptId: string): Promise<ToolSettings | null> {
    const rows = await this.db
      .select({ settings: attemptToolSettings.settings })
      .from(attemptToolSettings)
      .where(eq(attemptToolSettings.attemptId, attemptId))
      .limit(1);
    return rows[0]?.settings ?? null;
  }

  async saveSettings(attemptId: string, settings: ToolSettings, now: Date): Promise<void> {
    await this.db
      .insert(attemptToolSettings)
      .values({ attemptId, settings, updatedAt: now })
      .onConflictDoUpdate({ target: attemptToolSettings.attemptId, set: { settings, updatedAt: now } });
  }
}
