// How many frames the calculator panel takes to appear after a click on its button, once its chunk
// is loaded (issue 12: "opening the calculator panel takes one frame after its chunk is loaded").
// A new student is advanced to Math module 1 over the API; in headless Chromium the runner opens,
// the calculator's chunk arrives with the module, then the panel is opened and closed BENCH_RUNS
// times. Frames are counted with requestAnimationFrame from the click to the first frame in which
// the panel is laid out. Against a server you started (loopback only):
//   BENCH_URL=http://127.0.0.1:3000 node bench/calculator-open.mjs
/* global document, requestAnimationFrame -- the measuring functions run in the page. */
import { chromium } from "@playwright/test";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:3000";
const runs = Number(process.env.BENCH_RUNS ?? 40);
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?$/.test(base)) throw new Error("loopback only");

const email = `bench-calc-${Date.now()}@example.com`;
const password = "maple-harbor-7319";
const api = async (method, path, body, token) => {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
};
await api("POST", "/auth/signup", { userName: email, password, name: "Bench Student" });
const { token } = await api("POST", "/auth/login", { userName: email, password });
let state = (await api("GET", "/test/starttest?testId=practice-test-1", undefined, token)).data;
while (state.currentModuleName !== "mathModule1")
  state = (
    await api(
      "POST",
      "/test/submitmodule",
      { userTestId: state.userTestId, currentModuleName: state.currentModuleName },
      token,
    )
  ).data;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${base}/login`);
const form = page.getByRole("form", { name: "Sign in" });
await form.getByLabel("Email").fill(email);
await form.getByLabel("Password", { exact: true }).fill(password);
await form.getByRole("button", { name: "Log In" }).click();
await page.waitForURL(/\/dashboard$/);
await page.goto(`${base}/practices/practice-test-1`);
await page.getByRole("heading", { level: 1, name: "Section 2, Module 1: Math" }).waitFor();
await page.waitForLoadState("networkidle");
if ((await page.locator(".runner-frame").getAttribute("data-directions")) !== "closed") {
  await page.getByRole("dialog", { name: "Directions" }).waitFor();
  await page.keyboard.press("Escape");
}

/** One opening: frames and milliseconds from the click to the first frame with the panel laid out. */
const openOnce = () =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = document.getElementById("runner-tool-calculator");
        let frames = 0;
        const started = performance.now();
        const check = () => {
          frames += 1;
          const panel = document.getElementById("runner-panel-calculator");
          if (panel && panel.getBoundingClientRect().width > 0) resolve({ frames, ms: performance.now() - started });
          else requestAnimationFrame(check);
        };
        button.click();
        requestAnimationFrame(check);
      }),
  );
const closeOnce = () =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        document.getElementById("runner-tool-calculator").click();
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );

const results = [];
for (let i = 0; i < runs; i++) {
  results.push(await openOnce());
  await closeOnce();
}
await browser.close();

const sorted = (key) => results.map((r) => r[key]).sort((a, b) => a - b);
const at = (values, p) => values[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const frames = sorted("frames");
const ms = sorted("ms");
console.log(`calculator panel opening, ${String(runs)} times (Chromium ${browser.version?.() ?? ""}, 1280x800)`);
console.log(`  first opening: ${String(results[0].frames)} frame(s), ${results[0].ms.toFixed(1)} ms`);
console.log(
  `  frames to the panel: p50 ${String(at(frames, 50))}, p95 ${String(at(frames, 95))}, max ${String(frames.at(-1))}`,
);
console.log(`  time to that frame: p50 ${at(ms, 50).toFixed(1)} ms, p95 ${at(ms, 95).toFixed(1)} ms`);
console.log(`  openings in one frame: ${String(frames.filter((f) => f === 1).length)} of ${String(runs)}`);
