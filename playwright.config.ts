import { defineConfig, devices } from "@playwright/test";
import { E2E_DATA as DATA, E2E_PORT as PORT, LOCAL_PAYMENTS_SECRET } from "./tests/support/e2e-paths";

const baseURL = `http://127.0.0.1:${PORT}`;
const RESULTS = PORT === 3210 ? "test-results" : `test-results/${PORT}`;
const DIST = process.env.NEXT_DIST_DIR ?? ".next";

export default defineConfig({
  testDir: "tests",
  outputDir: `${RESULTS}/playwright`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Two browsers and the server share two cores: a test of four page loads that takes 5 s alone has
  // passed 30 s there while the other browser rendered a heavy page. Each wait still fails after 10 s.
  timeout: 60_000,
  // A password hash plus a page render can pass 5 s on those two cores.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: `${RESULTS}/playwright.json` }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    // A service worker answers requests before page.route() sees them; the offline tests allow it.
    serviceWorkers: "block",
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
      // Journeys behave alike at every width; at 390 px run the tests of layout, right-to-left
      // pages and the parts that change on a phone (menus, the filter sheet, one side of the map).
      grep: /@mobile/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    // A fresh embedded database for every run, migrated and seeded by the server itself.
    command: `rm -rf ${DATA} ${DATA}-mail ${DIST}/server/route-cache && node scripts/server.mjs`,
    url: `${baseURL}/api-next/goals`,
    env: {
      PGLITE_DIR: DATA,
      NODE_ENV: "production",
      PORT: String(PORT),
      SITE_URL: baseURL,
      MAIL_OUTBOX_DIR: `${DATA}-mail`,
      // Every test signs in from this one address; the per-account limits are what the tests exercise.
      AUTH_IP_LIMIT: "100000",
      // The throttling tests pose as a proxy from this loopback address (tests/api/throttling.spec.ts).
      TRUSTED_PROXIES: "127.0.0.9",
      // The billing tests sign webhook events as the local payment provider does.
      LOCAL_PAYMENTS_SECRET,
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
