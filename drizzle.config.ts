import { defineConfig } from "drizzle-kit";

// Generation only: migrations are applied by the app itself (src/db/migrate.ts), never by drizzle-kit.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
});
