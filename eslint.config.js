import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "apps/server/drizzle/**",
      ".data/**",
      ".tmp/**",
      // Declarations of the .mjs scripts for the tests that import them; tsc -p e2e checks them.
      "scripts/*.d.mts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            "*.js",
            "*.mjs",
            "scripts/*.mjs",
            "vitest.config.ts",
            "playwright.config.ts",
            "apps/web/vitest.config.ts",
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The contract's endpoints bring their schemas and zod into whatever imports them; pages call
    // the API with the zod-free *-routes descriptors and take the endpoints' types only (decision 011).
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@sat/core",
              importNames: ["api", "adminApi", "learningApi"],
              message: "Call the API with a route from @sat/core/contract/<area>-routes.",
              allowTypeImports: true,
            },
            {
              name: "@sat/core/contract",
              message: "Call the API with a route from @sat/core/contract/<area>-routes.",
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ["@sat/core/contract/*", "!@sat/core/contract/*-routes", "!@sat/core/contract/endpoint"],
              message:
                "The contract's endpoints load zod: import their types only (import type) and call the API with @sat/core/contract/<area>-routes.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "e2e/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
