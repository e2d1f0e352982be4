import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "core", root: "./packages/core", environment: "node", include: ["src/**/*.test.ts"] },
      },
      {
        test: {
          name: "server",
          root: "./apps/server",
          environment: "node",
          include: ["src/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "./apps/web/vitest.config.ts",
    ],
  },
});
