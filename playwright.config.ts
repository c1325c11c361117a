import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "tests",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium: no browser download, ever.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  projects: [
    { name: "api", testMatch: "api/**/*.spec.ts" },
    {
      name: "desktop",
      testMatch: "e2e/**/*.spec.ts",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      testMatch: "e2e/**/*.spec.ts",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    // A fresh embedded database for every run, migrated and seeded by the server itself.
    command: `rm -rf .data/e2e .data/e2e-mail .next/server/route-cache && node node_modules/next/dist/bin/next start -p ${PORT}`,
    url: `${baseURL}/api-next/goals`,
    env: {
      PGLITE_DIR: ".data/e2e",
      NODE_ENV: "production",
      SITE_URL: baseURL,
      MAIL_OUTBOX_DIR: ".data/e2e-mail",
      // Every test signs in from this one address; the per-account limits are what the tests exercise.
      AUTH_IP_LIMIT: "100000",
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
