import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planListResponseSchema, type Plan } from "@sat/core";
import { migrationsFolder } from "../../paths.js";
import { syntheticTest } from "../../test/synthetic-test.js";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

describe.each(databaseTargets())("pricing plans over HTTP on %s", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(async () => {
    await server.close();
  });

  const getPlans = () => server.request<{ data: Plan[] }>("GET", "/api/plan/getAll");

  it("answers {data: [...]} with every plan in the contract's shape, without a token", async () => {
    const res = await getPlans();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(planListResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    for (const plan of res.body.data) {
      expect(plan.name.trim(), plan.code).not.toBe("");
      expect(Number.isInteger(plan.priceMinor), plan.code).toBe(true);
      expect(plan.currency, plan.code).toMatch(/^[A-Z]{3}$/);
      expect(["free", "month", "quarter", "year"], plan.code).toContain(plan.billingPeriod);
      expect(plan.features.length, plan.code).toBeGreaterThan(0);
      for (const feature of plan.features) expect(typeof feature).toBe("string");
    }
    expect(new Set(res.body.data.map((plan) => plan.code)).size).toBe(res.body.data.length);
  });

  it("has one Free plan at no cost and at least two paid PRO plans", async () => {
    const { body } = await getPlans();
    const free = body.data.filter((plan) => plan.billingPeriod === "free");
    expect(free).toHaveLength(1);
    expect(free[0]).toMatchObject({ name: "Free", priceMinor: 0, isPro: false, durationDays: 0 });
    const pro = body.data.filter((plan) => plan.isPro);
    expect(pro.length).toBeGreaterThanOrEqual(2);
    for (const plan of pro) {
      expect(plan.name, plan.code).toMatch(/PRO/);
      expect(plan.priceMinor, plan.code).toBeGreaterThan(0);
      expect(plan.durationDays, plan.code).toBeGreaterThan(0);
      expect(plan.billingPeriod, plan.code).not.toBe("free");
    }
  });

  it("lists the plans in their display order, Free first", async () => {
    const { body } = await getPlans();
    expect(body.data[0]?.name).toBe("Free");
    const pro = body.data.filter((plan) => plan.isPro);
    const days = pro.map((plan) => plan.durationDays);
    expect(days).toEqual([...days].sort((a, b) => a - b));
  });

  it("names as many free tests as are installed, and turns the earlier seed's fixed '1' into that count", async () => {
    const freePlan = async () => (await getPlans()).body.data.find((plan) => plan.code === "free");
    const countLine = (plan: Plan | undefined) => plan?.features.find((f) => /practice tests?$/.test(f));
    // No test installed: no line rather than "0 full-length adaptive practice tests".
    expect(countLine(await freePlan())).toBeUndefined();
    expect(JSON.stringify(await freePlan())).not.toContain("{free-tests}");
    const content = server.app.services.content;
    await content.importPacks([syntheticTest("plans-free-a", "free")]);
    expect((await freePlan())?.features[0]).toBe("1 full-length adaptive practice test");
    await content.importPacks([syntheticTest("plans-free-b", "free"), syntheticTest("plans-pro-a", "pro")]);
    expect((await freePlan())?.features[0]).toBe("2 full-length adaptive practice tests");

    // A database seeded before the count was live holds the fixed line; the migration swaps it
    // for the count, and leaves a line an admin wrote alone.
    const db = server.database.db;
    const oldSeed = ["1 full-length adaptive practice test", "An admin's own line"];
    await db.execute(sql`update plans set features = ${JSON.stringify(oldSeed)}::jsonb where code = 'free'`);
    expect((await freePlan())?.features).toEqual(oldSeed);
    await db.execute(sql.raw(readFileSync(path.join(migrationsFolder, "0014_plan_free_tests.sql"), "utf8")));
    expect((await freePlan())?.features).toEqual(["2 full-length adaptive practice tests", "An admin's own line"]);
  });

  it("does not duplicate plans when seeding runs again (every server start seeds)", async () => {
    const before = (await getPlans()).body.data;
    await server.app.services.plans.seed();
    await Promise.all([server.app.services.plans.seed(), server.app.services.plans.seed()]);
    const after = (await getPlans()).body.data;
    expect(after).toHaveLength(before.length);
    expect(after).toEqual(before);
  });
});
