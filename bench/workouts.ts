/**
 * Server time of my workouts and of saving, for a user with 100 saved workouts (Premium, so the limit
 * does not stop the saves): p50/p95 of listing my workouts, counting them, and saving one more, on
 * PGlite and, when TEST_DATABASE_URL is set, on the PostgreSQL server; one call at a time.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx --conditions=react-server bench/workouts.ts
 */
import { createTestDatabase, testDrivers } from "../src/db/testing/test-database";
import { seedCatalogue } from "../src/modules/catalogue/seed/seed-catalogue";
import { saveWorkoutSchema } from "../src/modules/workouts/schemas";
import { countMyWorkouts, listMyWorkouts } from "../src/modules/workouts/server/my-workouts";
import { saveWorkout } from "../src/modules/workouts/server/save-workout";
import { userContext } from "../src/modules/workouts/testing/workout-users";

const SAVED = 100;
const CALLS = 40;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function timed<T>(samples: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  samples.push(performance.now() - started);
  return result;
}

const payload = (name: string) =>
  saveWorkoutSchema.parse({
    name,
    exercises: Array.from({ length: 8 }, (_, order) => ({
      exercise: 1 + ((order * 37 + name.length) % 800),
      sets: { regular: 3, warmup: 1 },
      order,
      reps: "8-12",
    })),
  });

for (const driver of testDrivers()) {
  const database = await createTestDatabase(driver);
  await seedCatalogue(database.db);
  const user = await userContext(database.db, { premium: true });
  const samples = { save: [] as number[], "my workouts (100)": [] as number[], count: [] as number[] };
  for (let index = 0; index < SAVED; index++)
    await timed(samples.save, () => saveWorkout(user, payload(`Saved ${index}`)));
  const query = { limit: 100, offset: 0, remove_fields: "" };
  for (let call = 0; call < CALLS; call++) {
    await timed(samples["my workouts (100)"], () => listMyWorkouts(user, query, "http://localhost/my-workouts"));
    await timed(samples.count, () => countMyWorkouts(user));
  }
  const rows = Object.entries(samples).map(([call, values]) => {
    const sorted = values.slice(5).sort((a, b) => a - b); // the first calls warm the code paths
    return {
      call,
      n: sorted.length,
      "p50 ms": Number(percentile(sorted, 0.5).toFixed(1)),
      "p95 ms": Number(percentile(sorted, 0.95).toFixed(1)),
    };
  });
  console.log(`\n${driver}: a Premium user with ${SAVED} saved workouts of 8 exercises`);
  console.table(rows);
  await database.dispose();
}
