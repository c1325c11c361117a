// Prints the closing lines of `npm test`: failed stages, then one line of pass/fail counts.
import { existsSync, readFileSync } from "node:fs";

const failedStages = process.argv.slice(2);
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = read("test-results/vitest.json");
const cluster = read("test-results/cluster.json");
for (const run of [vitest, cluster].filter(Boolean)) {
  passed += run.numPassedTests;
  failed += run.numFailedTests;
  skipped += run.numPendingTests + run.numTodoTests;
}
const playwright = read("test-results/playwright.json");
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
// A failed stage counts as a failure unless its runner already reported failing tests: typecheck, lint
// and build have no tests, and a runner can fail before any test runs (a port in use, a crash).
const reportedFailures = {
  "unit and database tests": vitest?.numFailedTests ?? 0,
  "end-to-end tests": playwright?.stats.unexpected ?? 0,
  "cluster tests": cluster?.numFailedTests ?? 0,
};
failed += failedStages.filter((stage) => !(reportedFailures[stage] > 0)).length;

console.log("");
if (failedStages.length) console.log(`Failed stages: ${failedStages.join(", ")}`);
console.log(`vitest: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : "did not run"}`);
console.log(
  `playwright: ${playwright ? `${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed` : "did not run"}`,
);
console.log(
  `cluster: ${cluster ? `${cluster.numPassedTests} passed, ${cluster.numFailedTests} failed, ${cluster.numPendingTests} skipped` : "did not run"}`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failedStages.length > 0 || failed > 0 || (!vitest && !playwright) ? 1 : 0);
