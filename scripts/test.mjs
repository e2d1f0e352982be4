// `npm test`: every unit and API test (Vitest, on PGlite and, with TEST_DATABASE_URL, PostgreSQL),
// then the browser tests (Playwright in Chromium against the built app). Ends with one summary line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { buildAll } from "./build.mjs";
import { root } from "./build-lib.mjs";

const tmp = path.join(root, ".tmp");
mkdirSync(tmp, { recursive: true });
const vitestJson = path.join(tmp, "vitest.json");
const playwrightJson = path.join(tmp, "playwright.json");
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const run = (args, env = {}) =>
  spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

const unitStatus = run([
  path.join(root, "node_modules/vitest/vitest.mjs"),
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);

await buildAll();
const e2eStatus = run([path.join(root, "node_modules/@playwright/test/cli.js"), "test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
});

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(vitestJson)) {
    const v = JSON.parse(readFileSync(vitestJson, "utf8"));
    passed += v.numPassedTests ?? 0;
    failed += (v.numFailedTests ?? 0) + (v.success === false && !v.numFailedTests ? 1 : 0);
    skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  } else failed += 1;
  if (existsSync(playwrightJson)) {
    const p = JSON.parse(readFileSync(playwrightJson, "utf8"));
    passed += p.stats?.expected ?? 0;
    failed += (p.stats?.unexpected ?? 0) + (p.stats?.flaky ?? 0);
    skipped += p.stats?.skipped ?? 0;
  } else failed += 1;
  return { passed, failed, skipped };
}

const { passed, failed, skipped } = counts();
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(unitStatus === 0 && e2eStatus === 0 && failed === 0 ? 0 : 1);
