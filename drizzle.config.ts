import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/platform/db/schema.ts",
  out: "./app/platform/db/migrations",
});
