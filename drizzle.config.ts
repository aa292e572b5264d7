import { defineConfig } from "drizzle-kit";

// drizzle-kit writes SQL migrations from the schema; wrangler applies them (locally, remotely, in tests).
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema.ts",
  out: "./migrations",
});
