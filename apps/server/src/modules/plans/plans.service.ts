import type { Plan } from "@sat/core";
import type { PlansRepository } from "./plans.repository.js";
import { SEED_PLANS } from "./plans.seed.js";

export class PlansService {
  constructor(private readonly repository: PlansRepository) {}

  async list(): Promise<Plan[]> {
    const rows = await this.repository.listActive();
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      description: row.description,
      priceMinor: row.priceMinor,
      currency: row.currency,
      billingPeriod: row.billingPeriod,
      durationDays: row.durationDays,
      isPro: row.isPro,
      features: row.features,
    }));
  }

  seed(): Promise<void> {
    return this.repository.insertMissing(SEED_PLANS);
  }
}
