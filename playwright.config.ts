import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 3107);
export const E2E_SSO_SECRET = "e2e-sso-shared-secret-0123456789-abcdefghij";
/** The admin API's token, so a test can create PRO codes as an admin would. */
export const E2E_ADMIN_TOKEN = "e2e-admin-token-0123456789-abcdefghijklmnop";

/** Debian's Chromium: Playwright cannot download a browser on these machines. */
const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node apps/server/dist/main.js",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "sat-e2e-")),
      SSO_SHARED_SECRET: E2E_SSO_SECRET,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      LOG_LEVEL: "warn",
    },
  },
});
