import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connection.js";
import { plans } from "../../db/schema.js";

export type PlanRow = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;

export class PlansRepository {
  constructor(private readonly db: Db) {}

  listActive(): Promise<PlanRow[]> {
    return this.db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder));
  }

  /** Inserts the plans whose code is new; existing plans (perhaps edited by an admin) are left as they are. */
  async insertMissing(rows: NewPlan[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.insert(plans).values(rows).onConflictDoNothing({ target: plans.code });
  }
}
