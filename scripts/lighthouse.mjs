// `npm run lighthouse`: Lighthouse (mobile preset: simulated throttling, 4x CPU) on the main screens
// of a freshly built app, as a signed-in student with a finished test and a test in progress.
// Builds what is stale, starts the server on a free loopback port with a new embedded database,
// seeds the student over the HTTP API, signs in through the login form in headless Chromium, then
// audits each page in that browser. Reports go to .lighthouse/; a table is printed. Scores never
// fail the run; only a setup problem or an audit that could not run does.
//   CHROME_PATH=/path/to/chrome npm run lighthouse   (default /usr/bin/chromium)
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { seedStudent } from "../bench/seed-student.mjs";
import { buildAll } from "./build.mjs";
import { apiClient, freePort, startServer, stopServer } from "./server-process.mjs";
import { root } from "./build-lib.mjs";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const outDir = path.join(root, ".lighthouse");
const categories = ["performance", "accessibility", "best-practices"];

/**
 * A new student with one finished test (seeded as the report benchmark seeds them, so the dashboard
 * and results have data) and a second attempt left in progress (so the runner opens a live module).
 */
async function prepareStudent(base) {
  const api = apiClient(base);
  const { email, password, token } = await seedStudent(base, { tests: 1, bank: 0 });
  const free = (await api("GET", "/test/getfreetest", { token })).data.testData;
  // seedStudent finishes the first free test; another one stays open (else a retake, which the API allows).
  const finishedTest = free[0].testid;
  const openTest = free.find((t) => t.testid !== finishedTest && !t.locked)?.testid ?? finishedTest;
  await api("GET", `/test/starttest?testId=${encodeURIComponent(openTest)}`, { token });
  const banks = (await api("GET", "/questionbank/getall", { token })).data.testData;
  if (banks.length === 0) throw new Error("GET /api/questionbank/getall returned no banks");
  return { email, password, finishedTest, openTest, bankId: banks[0].questionBankId };
}

/** Signs in through the form, as e2e/helpers.ts logInThroughUi does, so the app stores its own session. */
async function logInThroughUi(page, base, { email, password }) {
  await page.goto(`${base}/login`, { waitUntil: "networkidle0" });
  const form = 'form[aria-label="Sign in"]';
  await page.locator(`${form} input[type="email"]`).fill(email);
  await page.locator(`${form} input[autocomplete="current-password"]`).fill(password);
  await page.locator(`${form} button[type="submit"]`).click();
  // The app routes client-side, so watch the URL rather than wait for a page load.
  const deadline = Date.now() + 15_000;
  while (!new URL(page.url()).pathname.endsWith("/dashboard")) {
    if (Date.now() > deadline) throw new Error(`sign-in did not reach /dashboard (at ${page.url()})`);
    await sleep(100);
  }
}

/** One Lighthouse navigation on `page`; storage is kept so the student stays signed in. */
async function audit(page, name, url, { keepStorage }) {
  const started = Date.now();
  process.stdout.write(`auditing ${name} (${new URL(url).pathname})… `);
  try {
    const result = await lighthouse(
      url,
      { output: ["html", "json"], onlyCategories: categories, disableStorageReset: keepStorage, logLevel: "error" },
      undefined,
      page,
    );
    if (!result) throw new Error("Lighthouse returned no result");
    const [html, json] = result.report;
    writeFileSync(path.join(outDir, `${name}.report.html`), html);
    writeFileSync(path.join(outDir, `${name}.report.json`), json);
    process.stdout.write(`${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    return { name, lhr: result.lhr };
  } catch (error) {
    process.stdout.write("failed\n");
    return { name, error: error instanceof Error ? error.message : String(error) };
  }
}

function printTable(rows) {
  const score = (lhr, id) => {
    const s = lhr.categories[id]?.score;
    return typeof s === "number" ? s.toFixed(2) : "—";
  };
  const metric = (lhr, id, format) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === "number" ? format(v) : "—";
  };
  const head = ["page", "performance", "accessibility", "best practices", "LCP", "CLS", "TBT"];
  const body = rows.map(({ name, lhr }) =>
    lhr
      ? [
          name,
          score(lhr, "performance"),
          score(lhr, "accessibility"),
          score(lhr, "best-practices"),
          metric(lhr, "largest-contentful-paint", (v) => `${(v / 1000).toFixed(1)} s`),
          metric(lhr, "cumulative-layout-shift", (v) => v.toFixed(3)),
          metric(lhr, "total-blocking-time", (v) => `${Math.round(v)} ms`),
        ]
      : [name, "error", "", "", "", "", ""],
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\n${line(head)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const r of body) console.log(line(r));

  // What the scores cannot show: a page that failed, a redirect (e.g. lost session), Lighthouse's warnings.
  for (const { name, lhr, error, requested } of rows) {
    if (error) console.log(`\n${name}: could not be audited: ${error}`);
    if (!lhr) continue;
    if (lhr.runtimeError) console.log(`\n${name}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(requested).pathname) console.log(`\n${name}: asked for ${requested}, landed on ${landed}`);
    for (const w of lhr.runWarnings ?? []) console.log(`\n${name}: warning: ${w}`);
  }
  console.log(`\nreports: ${path.relative(process.cwd(), outDir) || "."}/<page>.report.{html,json}`);
}

async function main() {
  const started = Date.now();
  await buildAll();
  mkdirSync(outDir, { recursive: true });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sat-lighthouse-"));
  let server;
  let browser;
  // Ctrl+C still stops the server and the browser (the finally block below runs on a normal exit).
  const interrupt = () => {
    server?.kill("SIGTERM");
    void browser?.close();
    process.exit(130);
  };
  process.once("SIGINT", interrupt);
  process.once("SIGTERM", interrupt);
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    process.stdout.write(`starting the server on ${base}… `);
    server = await startServer({
      port,
      env: {
        DATA_DIR: dataDir,
        ADMIN_TOKEN: randomBytes(24).toString("hex"),
        // A DATABASE_URL from the caller's shell would point at a real database; the audit wants a fresh one.
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
      },
    });
    process.stdout.write("ready\n");

    const student = await prepareStudent(base);
    console.log(`student ${student.email}: ${student.finishedTest} finished, ${student.openTest} in progress`);

    browser = await puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    });
    const rows = [];
    const run = async (page, name, route, options) => {
      const requested = `${base}${route}`;
      rows.push({ ...(await audit(page, name, requested, options)), requested });
    };

    // A signed-in student is sent from /login to the dashboard, so the login page goes first, in its own context.
    const guest = await browser.createBrowserContext();
    await run(await guest.newPage(), "login", "/login", { keepStorage: false });
    await guest.close();

    const page = await browser.newPage();
    await logInThroughUi(page, base, student);
    const pages = [
      ["dashboard", "/dashboard"],
      ["practices", "/practices"],
      ["categories", "/categories"],
      ["bank-practice", `/categories/${encodeURIComponent(student.bankId)}`],
      ["runner", `/practices/${encodeURIComponent(student.openTest)}`],
      ["results", `/practices/results/${encodeURIComponent(student.finishedTest)}`],
    ];
    for (const [name, route] of pages) await run(page, name, route, { keepStorage: true });

    printTable(rows);
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return rows.some((r) => r.error) ? 1 : 0;
  } finally {
    await browser?.close().catch(() => {});
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`\nlighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
