import type { Plan } from "@sat/core";
import type { PlansRepository } from "./plans.repository.js";
import { FREE_TESTS_FEATURE, SEED_PLANS } from "./plans.seed.js";

/** The free tests' feature line, or none when no test is free. */
const freeTestsLines = (count: number): string[] =>
  count === 0 ? [] : [`${count} full-length adaptive practice test${count === 1 ? "" : "s"}`];

export class PlansService {
  constructor(
    private readonly repository: PlansRepository,
    /** How many installed tests a free account can take. */
    private readonly countFreeTests: () => Promise<number>,
  ) {}

  async list(): Promise<Plan[]> {
    const [rows, freeTests] = await Promise.all([this.repository.listActive(), this.countFreeTests()]);
    const render = (features: string[]) =>
      features.flatMap((feature) => (feature === FREE_TESTS_FEATURE ? freeTestsLines(freeTests) : [feature]));
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
      features: render(row.features),
    }));
  }

  seed(): Promise<void> {
    return this.repository.insertMissing(SEED_PLANS);
  }
}
