import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      // The marker package throws outside React Server Components; tests call server code directly.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "eslint-rules/**/*.test.ts"],
    // Each worker with an in-memory PGlite holds ~800 MB; two fit the 2-core machine well.
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    // Seeding a fresh database writes every step in 14 languages (about 62,000 rows).
    hookTimeout: 300_000,
    setupFiles: ["./src/test-setup.ts"],
  },
});
