// A CPU profile of one page's first visit, signed in, in headless Chromium at 4x CPU slowdown:
// where the main thread's time goes, by function and by script (self time), to find what to cut.
//   node bench/page-profile.mjs --base http://127.0.0.1:3000 --email a@b.c --password x /categories [/runner ...]
// Against a running server; prints the top functions. Fails nothing.
import { parseArgs } from "node:util";
import puppeteer from "puppeteer-core";

const { values: args, positionals: routes } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string" },
    email: { type: "string" },
    password: { type: "string" },
    slowdown: { type: "string", default: "4" },
    top: { type: "string", default: "25" },
  },
});
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823 });
  await page.goto(`${args.base}/login`, { waitUntil: "networkidle0" });
  const form = 'form[aria-label="Sign in"]';
  await page.locator(`${form} input[type="email"]`).fill(args.email);
  await page.locator(`${form} input[autocomplete="current-password"]`).fill(args.password);
  await page.locator(`${form} button[type="submit"]`).click();
  await page.waitForFunction(
    // Runs in the page, where `location` is the page's.
    "location.pathname.endsWith('/dashboard')",
    { timeout: 15_000 },
  );
  for (const route of routes) {
    await page.goto("about:blank");
    const cdp = await page.createCDPSession();
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(args.slowdown) });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(`${args.base}${route}`, { waitUntil: "networkidle0" });
    const { profile } = await cdp.send("Profiler.stop");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    report(route, profile);
  }
} finally {
  await browser.close();
}

function report(route, profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + dt);
    total += dt;
  });
  const byFunction = new Map();
  const byScript = new Map();
  for (const [id, t] of self) {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const file = url.split("/").pop() || "(native)";
    if (functionName === "(idle)") continue;
    const key = `${functionName || "(anonymous)"} ${file}:${lineNumber}:${columnNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + t);
    byScript.set(file, (byScript.get(file) ?? 0) + t);
  }
  const ms = (us) => `${(us / 1000).toFixed(1).padStart(7)} ms`;
  console.log(`\n${route}: ${ms(total)} sampled at ${args.slowdown}x`);
  for (const [k, t] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${ms(t)}  ${k}`);
  console.log("  top functions (self):");
  for (const [k, t] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top)))
    console.log(`  ${ms(t)}  ${k}`);
}
