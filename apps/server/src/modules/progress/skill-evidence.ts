import { TREND_WINDOW } from "@sat/core";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connection.js";
import { skillEvidence } from "../../db/schema-progress.js";

/**
 * Adds answers to the students' skill evidence, in the order given (oldest first): counts grow and
 * the latest TREND_WINDOW outcomes move along. Called in the transaction that writes the answers.
 */
export async function addSkillEvidence(
  db: Db,
  userId: string,
  outcomes: readonly { skillSlug: string; correct: boolean }[],
  now: Date,
): Promise<void> {
  const bySkill = new Map<string, string>();
  for (const o of outcomes) bySkill.set(o.skillSlug, (bySkill.get(o.skillSlug) ?? "") + (o.correct ? "1" : "0"));
  if (bySkill.size === 0) return;
  await db
    .insert(skillEvidence)
    .values(
      [...bySkill].map(([skillSlug, marks]) => ({
        userId,
        skillSlug,
        questions: marks.length,
        correct: [...marks].filter((m) => m === "1").length,
        recent: marks.slice(-TREND_WINDOW),
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [skillEvidence.userId, skillEvidence.skillSlug],
      set: {
        questions: sql`${skillEvidence.questions} + excluded.questions`,
        correct: sql`${skillEvidence.correct} + excluded.correct`,
        recent: sql`right(${skillEvidence.recent} || excluded.recent, ${TREND_WINDOW})`,
        updatedAt: now,
      },
    });
}
