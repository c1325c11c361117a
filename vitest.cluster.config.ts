import { defineConfig } from "vitest/config";

// `npm test`'s cluster stage: several production servers, PostgreSQL, Redis and nginx at once, so one
// file at a time and minutes, not seconds, for starting them.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/cluster/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    setupFiles: ["./src/test-setup.ts"],
  },
});
