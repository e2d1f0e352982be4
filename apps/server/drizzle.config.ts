import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["src/db/schema.ts", "src/db/schema-progress.ts", "src/db/schema-tools.ts"],
  out: "drizzle",
});
