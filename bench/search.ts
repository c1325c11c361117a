/**
 * Search server time over the whole catalogue in all locales, on PGlite and (when TEST_DATABASE_URL
 * is set) on the PostgreSQL server: p50/p95/p99 and throughput for 3-, 5- and 10-character queries.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx --conditions=react-server bench/search.ts
 */
import { readFileSync } from "node:fs";
import { LOCALES, type Locale } from "../src/config/locales";
import { createTestDatabase, testDrivers } from "../src/db/testing/test-database";
import { seedCatalogue } from "../src/modules/catalogue/seed/seed-catalogue";
import { findSuggestions } from "../src/modules/catalogue/server/search-exercises";

const QUERIES_PER_LENGTH = 300;
const exercises = JSON.parse(readFileSync("data/catalogue/exercises.json", "utf8")) as { slug: string; name: string }[];
const names: Record<string, Record<string, string>> = Object.fromEntries(
  LOCALES.filter((locale) => locale !== "en-us").map((locale) => [
    locale,
    JSON.parse(readFileSync(`data/catalogue/names/${locale}.json`, "utf8")) as Record<string, string>,
  ]),
);

/** Deterministic queries: a slice of a real name in a locale, every fifth one with a typo. */
function queries(length: number): { locale: Locale; q: string }[] {
  return Array.from({ length: QUERIES_PER_LENGTH }, (_, index) => {
    const locale = LOCALES[index % LOCALES.length] ?? "en-us";
    const exercise = exercises[(index * 37) % exercises.length];
    const name = (locale === "en-us" ? exercise?.name : names[locale]?.[exercise?.slug ?? ""]) ?? "squat";
    const chars = [...name];
    const start = index % 3 === 0 ? 0 : Math.min(Math.max(0, chars.length - length), (index * 7) % 5);
    let q = chars.slice(start, start + length).join("");
    if (index % 5 === 4 && q.length > 4) q = q.slice(0, 2) + q.slice(3);
    return { locale, q: q.padEnd(3, "a") };
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

for (const driver of testDrivers()) {
  const database = await createTestDatabase(driver);
  await seedCatalogue(database.db);
  for (const { q, locale } of queries(5).slice(0, 30)) await findSuggestions(database.db, q, 100, locale);
  console.log(`\n${driver}`);
  for (const length of [3, 5, 10]) {
    const times: number[] = [];
    const started = performance.now();
    for (const { q, locale } of queries(length)) {
      const start = performance.now();
      await findSuggestions(database.db, q, 100, locale);
      times.push(performance.now() - start);
    }
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    console.log(
      `${length} chars: p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, ` +
        `p99 ${percentile(times, 0.99).toFixed(2)} ms, ${(times.length / seconds).toFixed(0)} queries/s`,
    );
  }
  await database.dispose();
}
