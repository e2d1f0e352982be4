// Seeds one student over HTTP: completed practice tests (answers chosen at random, some right,
// some wrong) and checked bank answers. Used by the report benchmark and to look at the screens:
//   node bench/seed-student.mjs --base http://127.0.0.1:3000 --tests 2 --bank 40
// Loopback only; prints the student's email and password.
import { parseArgs } from "node:util";

const json = { "content-type": "application/json" };
const OPTIONS = ["Option A", "Option B", "Option C", "Option D"];

export async function seedStudent(base, { tests = 2, bank = 40, seed = 7, email, adminToken } = {}) {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?$/.test(base)) throw new Error("loopback only");
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const student = { email: email ?? `seed.${Date.now()}.${seed}@example.com`, password: "seed-password-4821" };
  await call(base, "POST", "/api/auth/signup", null, {
    userName: student.email,
    password: student.password,
    name: "Seed Student",
  });
  // PRO opens every bank question, so a long run of checks spreads over the whole bank before retrying.
  if (adminToken)
    await call(
      base,
      "POST",
      "/api/admin/pro/grant",
      null,
      { email: student.email, days: 30 },
      { "x-admin-token": adminToken },
    );
  const login = await call(base, "POST", "/api/auth/login", null, {
    userName: student.email,
    password: student.password,
  });
  const token = login.token;
  const free = (await call(base, "GET", "/api/test/getfreetest", token)).data.testData;
  for (let t = 0; t < tests; t++) {
    const testId = free[t % free.length].testid;
    let attempt = (await call(base, "GET", `/api/test/starttest?testId=${encodeURIComponent(testId)}`, token)).data;
    let seq = 1;
    while (attempt.status !== "completed") {
      const stage = attempt.currentModuleName;
      if (attempt.questions.length > 0) {
        const answerData = attempt.questions.map((q) => ({
          qId: q._id,
          userOption: q.questionType === "mcq" ? OPTIONS[Math.floor(random() * 4)] : "",
          userAnswer: q.questionType === "spr" ? String(Math.floor(random() * 10)) : "",
          marked: random() < 0.1,
          timeLeftMs: Math.max(0, attempt.timeLeftMs - 1000),
          timeSpentMs: 0,
          seq: seq++,
        }));
        await call(base, "POST", "/api/test/savetest", token, {
          userTestId: attempt.userTestId,
          testId,
          answerData,
          additionalProps: { currentModuleName: stage, count: attempt.questions.length },
        });
      }
      if (stage === "mathModule2") {
        await call(base, "PUT", `/api/test/endtest?userTestId=${attempt.userTestId}`, token);
        break;
      }
      attempt = (
        await call(base, "POST", "/api/test/submitmodule", token, {
          userTestId: attempt.userTestId,
          currentModuleName: stage,
        })
      ).data;
    }
  }
  const banks = (await call(base, "GET", "/api/questionbank/getall", token)).data.testData;
  for (let i = 0, b = 0; i < bank; b++) {
    const summary = banks[b % banks.length];
    const practice = (
      await call(base, "GET", `/api/questionbank/getbyid?questionBankId=${summary.questionBankId}`, token)
    ).data.testData;
    for (const q of practice.questions.questionBankList) {
      if (i >= bank) break;
      await call(base, "POST", "/api/questionbank/check", token, {
        userQuestionBankId: practice.userQuestionBankId,
        qId: q.qId,
        userOption: q.questionType === "mcq" ? OPTIONS[Math.floor(random() * 4)] : "",
        userAnswer: q.questionType === "spr" ? String(Math.floor(random() * 10)) : "",
      });
      i++;
    }
  }
  return { ...student, token };
}

async function call(base, method, path, token, body, extraHeaders = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body ? json : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...extraHeaders },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : {};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      base: { type: "string", default: "http://127.0.0.1:3000" },
      tests: { type: "string", default: "2" },
      bank: { type: "string", default: "40" },
    },
  });
  const student = await seedStudent(values.base, { tests: Number(values.tests), bank: Number(values.bank) });
  console.log(`email ${student.email}\npassword ${student.password}`);
}
