/**
 * Server time of `POST /api-next/workout/generator`'s use case: varied requests (muscles, equipment, goal,
 * level, time) for a visitor and for a Premium user with a week of logged training (recent muscles read
 * from the log), on PGlite and, when TEST_DATABASE_URL is set, on the PostgreSQL server; one call at a time.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx --conditions=react-server bench/generator.ts
 */
import { randomUUID } from "node:crypto";
import { createTestDatabase, testDrivers } from "../src/db/testing/test-database";
import { seedCatalogue } from "../src/modules/catalogue/seed/seed-catalogue";
import { listEquipment, listMuscles } from "../src/modules/catalogue/server/list-taxonomy";
import { generatorRequestSchema } from "../src/modules/workouts/generator/schemas";
import { loggedSessionSchema } from "../src/modules/workouts/log/schemas";
import { generateForRequest } from "../src/modules/workouts/server/generate-workout";
import { saveSession } from "../src/modules/workouts/server/training-sessions";
import { userContext, visitorContext } from "../src/modules/workouts/testing/workout-users";

const CALLS = 200;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

for (const driver of testDrivers()) {
  const database = await createTestDatabase(driver);
  await seedCatalogue(database.db);
  const muscles = (await listMuscles(database.db, "en-us")).results.filter((m) => m.is_simple && m.kind === "muscle");
  const kit = (await listEquipment(database.db, "en-us", { inWorkoutGenerator: true, enabled: true })).results;
  const premium = await userContext(database.db, { premium: true });
  for (let day = 0; day < 7; day++) {
    const startedAt = new Date(Date.now() - (day * 24 + 3) * 3_600_000);
    await saveSession(
      premium,
      loggedSessionSchema.parse({
        id: randomUUID(),
        title: `Day ${day}`,
        started_at: startedAt.toISOString(),
        revision: 1,
        entries: [1, 2, 3, 4].map((offset) => ({
          id: randomUUID(),
          exercise_id: ((day * 37 + offset * 101) % 800) + 1,
          sets: Array.from({ length: 4 }, () => ({ id: randomUUID(), reps: 8, load: 40, done: true })),
        })),
      }),
    );
  }
  const visitor = visitorContext(database.db);
  const samples: Record<string, number[]> = { visitor: [], "Premium, with a week of logs": [] };
  for (let call = 0; call < CALLS; call++) {
    const pick = <T>(list: T[], count: number) =>
      Array.from({ length: count }, (_, at) => list[(call * 7 + at * 5) % list.length]!);
    const request = generatorRequestSchema.parse({
      muscles_id_list: pick(muscles, 1 + (call % 5)).map((m) => m.id),
      equipment_id_list: pick(kit, 1 + (call % 4)).map((e) => e.id),
      fitness_level: 1 + (call % 4),
      goal: 1 + (call % 6),
      age: 20 + (call % 50),
      minutes: [20, 30, 45, 60][call % 4],
      seed: call,
    });
    for (const [label, ctx] of [
      ["visitor", visitor],
      ["Premium, with a week of logs", premium],
    ] as const) {
      const started = performance.now();
      await generateForRequest(ctx, request);
      samples[label]!.push(performance.now() - started);
    }
  }
  console.log(`\n${driver}: ${CALLS} varied requests each`);
  console.table(
    Object.entries(samples).map(([who, values]) => {
      const sorted = values.slice(10).sort((a, b) => a - b);
      return {
        who,
        n: sorted.length,
        "p50 ms": Number(percentile(sorted, 0.5).toFixed(1)),
        "p95 ms": Number(percentile(sorted, 0.95).toFixed(1)),
        "max ms": Number((sorted.at(-1) ?? 0).toFixed(1)),
      };
    }),
  );
  await database.dispose();
}
