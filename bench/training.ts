/**
 * Server time of the training log for a Premium user with two years of training: 300 sessions of five
 * exercises and 7,500 sets, generated here (push, pull and leg days taking turns, loads creeping up).
 * p50/p95 of logging one more set (the device sends the whole session, as it does), of the training
 * page's queries (history, progress, recovery map) and of one exercise's progress, on PGlite and, when
 * TEST_DATABASE_URL is set, on the PostgreSQL server; one call at a time.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx --conditions=react-server bench/training.ts
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { exercises } from "../src/db/schema";
import { createTestDatabase, testDrivers } from "../src/db/testing/test-database";
import { seedCatalogue } from "../src/modules/catalogue/seed/seed-catalogue";
import { loggedSessionSchema, type LoggedSessionInput } from "../src/modules/workouts/log/schemas";
import { exerciseProgress, trainingFatigue, trainingProgress } from "../src/modules/workouts/server/training-progress";
import { listSessions, saveSession } from "../src/modules/workouts/server/training-sessions";
import { userContext } from "../src/modules/workouts/testing/workout-users";

const SESSIONS = 300;
const CALLS = 40;
const DAYS = [
  [
    "barbell-bench-press-medium-grip",
    "standing-military-press",
    "incline-dumbbell-press",
    "side-lateral-raise",
    "triceps-pushdown",
  ],
  ["bent-over-barbell-row", "wide-grip-lat-pulldown", "seated-cable-rows", "face-pull", "barbell-curl"],
  ["barbell-squat", "romanian-deadlift", "leg-press", "lying-leg-curls", "standing-calf-raises"],
];
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function timed<T>(samples: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  samples.push(performance.now() - started);
  return result;
}

function session(index: number, ids: number[], startedAt: Date, sets = 5): LoggedSessionInput {
  return loggedSessionSchema.parse({
    id: randomUUID(),
    title: `Day ${index}`,
    started_at: startedAt.toISOString(),
    finished_at: new Date(startedAt.getTime() + 70 * 60_000).toISOString(),
    revision: 1,
    entries: ids.map((exercise_id, order) => ({
      id: randomUUID(),
      exercise_id,
      sets: Array.from({ length: sets }, (_, set) => ({
        id: randomUUID(),
        type: set === 0 ? "warmup" : "normal",
        load: Math.round((40 + order * -5 + index * 0.2) * 2) / 2,
        reps: set === 0 ? 10 : 8 - (set % 3),
        done: true,
      })),
    })),
  });
}

for (const driver of testDrivers()) {
  const database = await createTestDatabase(driver);
  await seedCatalogue(database.db);
  const user = await userContext(database.db, { premium: true });
  const idOf = async (slug: string) =>
    (await database.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.slug, slug)))[0]?.id ?? 1;
  const days = await Promise.all(DAYS.map((day) => Promise.all(day.map(idOf))));
  const now = Date.now();
  const seeding = performance.now();
  for (let index = 0; index < SESSIONS; index++) {
    const startedAt = new Date(now - (SESSIONS - index) * 2.4 * 86_400_000);
    await saveSession(user, session(index, days[index % 3]!, startedAt));
  }
  const seeded = performance.now() - seeding;

  const samples: Record<string, number[]> = {
    "log a set (whole session saved)": [],
    "history (20 sessions)": [],
    "progress (12 weeks)": [],
    "recovery map": [],
    "one exercise's progress": [],
  };
  let live = session(SESSIONS, days[0]!, new Date(now - 30 * 60_000), 1);
  for (let call = 0; call < CALLS; call++) {
    const entry = live.entries[call % live.entries.length]!;
    entry.sets.push({ ...entry.sets[0]!, id: randomUUID(), type: "normal" });
    live = { ...live, revision: live.revision + 1 };
    await timed(samples["log a set (whole session saved)"]!, () => saveSession(user, live));
    await timed(samples["history (20 sessions)"]!, () =>
      listSessions(user, { limit: 20, offset: 0 }, "http://localhost/api-next/workout/logs"),
    );
    await timed(samples["progress (12 weeks)"]!, () => trainingProgress(user, { weeks: 12 }));
    await timed(samples["recovery map"]!, () => trainingFatigue(user, { mode: "recovery" }));
    await timed(samples["one exercise's progress"]!, () => exerciseProgress(user, { id: days[0]![0]! }));
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
  console.log(
    `\n${driver}: ${SESSIONS} sessions, ${SESSIONS * 25} sets over two years (seeded in ${(seeded / 1000).toFixed(1)} s)`,
  );
  console.table(rows);
  await database.dispose();
}
