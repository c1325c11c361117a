// Prints the closing lines of `npm test`: failed stages, then one line of pass/fail counts.
import { existsSync, readFileSync } from "node:fs";

const failedStages = process.argv.slice(2);
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = read("test-results/vitest.json");
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = read("test-results/playwright.json");
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
// A failed stage without tests (typecheck, lint, build...) still counts as a failure.
const stageFailures = failedStages.filter((stage) => !/tests$/.test(stage)).length;
failed += stageFailures;

console.log("");
if (failedStages.length) console.log(`Failed stages: ${failedStages.join(", ")}`);
console.log(`vitest: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : "did not run"}`);
console.log(
  `playwright: ${playwright ? `${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed` : "did not run"}`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failedStages.length > 0 || failed > 0 || (!vitest && !playwright) ? 1 : 0);
