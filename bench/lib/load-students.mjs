// Students for the load benchmarks, and a PostgreSQL database that lives only for one run.
import pg from "pg";
import { createScratchDatabase } from "../../scripts/scratch-database.mjs";
import { apiClient, inParallel } from "../../scripts/server-process.mjs";

/** A database of its own for `work` (its URL and a query function), dropped afterwards. */
export async function withScratchDatabase(adminUrl, work) {
  const scratch = await createScratchDatabase(adminUrl, "sat_bench");
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    return await work(scratch.url, (text, values) => client.query(text, values));
  } finally {
    await client.end();
    await scratch.drop();
  }
}

/** Signs up and signs in `count` students; 6 at a time, since each password hash takes real work. */
export async function signInStudents(base, count, { prefix = "load" } = {}) {
  const api = apiClient(base);
  const run = `${Date.now().toString(36)}${process.pid}`;
  return inParallel(
    Array.from({ length: count }, (_, i) => i),
    6,
    async (i) => {
      const email = `${prefix}.${run}.${i}@example.com`;
      const password = "load-password-4821";
      await api("POST", "/auth/signup", { body: { userName: email, password, name: `Load Student ${i}` } });
      const login = await api("POST", "/auth/login", { body: { userName: email, password } });
      return { email, token: login.token };
    },
  );
}

/** `count` signed-in students, each with the first free test started (Reading and Writing module 1). */
export async function seedLoadStudents(base, count) {
  const api = apiClient(base);
  const students = await signInStudents(base, count);
  return inParallel(students, 8, async (student) => {
    const free = (await api("GET", "/test/getfreetest", { token: student.token })).data.testData;
    const testId = free[0].testid;
    const attempt = (await api("GET", `/test/starttest?testId=${encodeURIComponent(testId)}`, { token: student.token }))
      .data;
    return { ...student, testId, userTestId: attempt.userTestId, questionIds: attempt.questions.map((q) => q._id) };
  });
}
