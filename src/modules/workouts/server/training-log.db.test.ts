import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@/db/testing/test-database";
import { AppError } from "@/lib/errors";
import { seededDatabase } from "@/modules/catalogue/testing/seeded-database";
import { getExercise } from "@/modules/catalogue/server/get-exercise";
import { recoveryColour } from "../log/fatigue";
import { loggedSessionSchema, type LoggedSessionInput } from "../log/schemas";
import { userContext } from "../testing/workout-users";
import { exerciseProgress, previousSets, trainingFatigue, trainingProgress } from "./training-progress";
import { deleteSession, getSession, listSessions, saveSession } from "./training-sessions";

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

type SetSpec = [load: number | null, reps: number, type?: "warmup" | "normal"];
const session = (
  startedAt: Date,
  entries: { exercise: number; sets: SetSpec[] }[],
  extra: Partial<LoggedSessionInput> = {},
): LoggedSessionInput =>
  loggedSessionSchema.parse({
    id: randomUUID(),
    title: "Upper A",
    started_at: startedAt.toISOString(),
    finished_at: new Date(startedAt.getTime() + 3_600_000).toISOString(),
    entries: entries.map((entry) => ({
      id: randomUUID(),
      exercise_id: entry.exercise,
      sets: entry.sets.map(([load, reps, type = "normal"]) => ({ id: randomUUID(), load, reps, type, done: true })),
    })),
    ...extra,
  });

const NOW = new Date("2026-11-20T18:00:00Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describe.each(testDrivers())("training log on %s", (driver) => {
  const database = seededDatabase(driver);
  let bench = 0;
  let squat = 0;
  beforeAll(async () => {
    bench = (await getExercise(database().db, "barbell-bench-press-medium-grip", "en-us")).id;
    squat = (await getExercise(database().db, "barbell-squat", "en-us")).id;
  });
  const premium = () => userContext(database().db, { premium: true });

  it("stores a session, and a retried save never doubles a set", async () => {
    const ctx = await premium();
    const input = session(hoursAgo(48), [
      {
        exercise: bench,
        sets: [
          [40, 10, "warmup"],
          [80, 8],
          [80, 8],
        ],
      },
    ]);
    const first = await saveSession(ctx, input);
    const again = await saveSession(ctx, input);
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    const stored = await getSession(ctx, { id: input.id });
    expect(stored.entries).toHaveLength(1);
    expect(stored.entries[0]!.sets.map((set) => [set.order, set.range, set.load, set.type])).toEqual([
      [0, "10", 40, "warmup"],
      [1, "8", 80, "normal"],
      [2, "8", 80, "normal"],
    ]);
    expect(stored.entries[0]!.total_load).toBe(1280);
    expect(stored.entries[0]!.exercise.slug).toBe("barbell-bench-press-medium-grip");
    expect(stored.entries[0]!.category).toBeTruthy();
    expect(stored.duration_seconds).toBe(3600);
    expect(stored.sets_done).toBe(2);
  });

  it("keeps the newest revision when an older copy arrives late", async () => {
    const ctx = await premium();
    const input = session(hoursAgo(30), [{ exercise: squat, sets: [[100, 5]] }], { revision: 1 });
    await saveSession(ctx, input);
    const newer = {
      ...input,
      revision: 3,
      entries: [
        {
          ...input.entries[0]!,
          sets: [...input.entries[0]!.sets, { ...input.entries[0]!.sets[0]!, id: randomUUID() }],
        },
      ],
    };
    await saveSession(ctx, newer);
    const { session: answered } = await saveSession(ctx, { ...input, revision: 2 });
    expect(answered.revision).toBe(3);
    expect(answered.entries[0]!.sets).toHaveLength(2);
  });

  it("refuses another user's session, ids taken elsewhere and exercises we do not have", async () => {
    const owner = await premium();
    const stranger = await premium();
    const input = session(hoursAgo(10), [{ exercise: bench, sets: [[60, 10]] }]);
    await saveSession(owner, input);
    expect((await rejection(getSession(stranger, { id: input.id }))).code).toBe("NOT_FOUND");
    expect((await rejection(saveSession(stranger, { ...input, revision: 9 }))).code).toBe("NOT_FOUND");
    expect((await rejection(deleteSession(stranger, { id: input.id }))).code).toBe("NOT_FOUND");
    const stolen = { ...input, id: randomUUID() };
    expect((await rejection(saveSession(stranger, stolen))).code).toBe("VALIDATION");
    const unknown = session(hoursAgo(1), [{ exercise: 2_000_000, sets: [] }]);
    expect((await rejection(saveSession(owner, unknown))).details).toEqual({ exercise_ids: [2_000_000] });
    expect((await getSession(owner, { id: input.id })).entries[0]!.sets[0]!.load).toBe(60);
  });

  it("prefills from the last session of each exercise, leaving out the one in progress", async () => {
    const ctx = await premium();
    const older = session(hoursAgo(96), [{ exercise: bench, sets: [[70, 8]] }]);
    const last = session(hoursAgo(48), [
      {
        exercise: bench,
        sets: [
          [40, 10, "warmup"],
          [75, 8],
          [75, 7],
        ],
      },
    ]);
    const current = session(hoursAgo(0), [{ exercise: bench, sets: [[80, 5]] }]);
    for (const input of [older, last, current]) await saveSession(ctx, input);
    const previous = await previousSets(ctx, { exercises: [bench, squat], before: current.id });
    expect(Object.keys(previous)).toEqual([String(bench)]);
    expect(previous[String(bench)]!.session_id).toBe(last.id);
    expect(previous[String(bench)]!.sets.map((set) => [set.type, set.load, set.reps])).toEqual([
      ["warmup", 40, 10],
      ["normal", 75, 8],
      ["normal", 75, 7],
    ]);
  });

  it("flags records against earlier sessions, and lists sessions newest first", async () => {
    const ctx = await premium();
    await saveSession(
      ctx,
      session(hoursAgo(72), [
        {
          exercise: squat,
          sets: [
            [100, 5],
            [100, 5],
          ],
        },
      ]),
    );
    const heavier = session(hoursAgo(1), [
      {
        exercise: squat,
        sets: [
          [105, 3],
          [100, 6],
          [90, 5],
        ],
      },
    ]);
    const saved = (await saveSession(ctx, heavier)).session;
    expect(saved.entries[0]!.sets.map((set) => set.records)).toEqual([
      ["heaviest"],
      ["estimatedMax", "bestSetVolume", "repsAtLoad"],
      [],
    ]);
    expect(saved.records).toBe(2);
    const page = await listSessions(ctx, { limit: 1, offset: 0 }, "http://localhost/api-next/workout/logs");
    expect(page.count).toBe(2);
    expect(page.results[0]!.id).toBe(heavier.id);
    expect(page.results[0]!.exercises).toEqual(["Barbell Squat"]);
    // The history counts records with the same rule as the session itself.
    expect(page.results[0]!).toMatchObject({ records: 2, sets_done: 3, total_load: 105 * 3 + 600 + 450 });
    const both = await listSessions(ctx, { limit: 5, offset: 0 }, "http://localhost/api-next/workout/logs");
    expect(both.results.map((summary) => summary.records)).toEqual([2, 0]);
    expect(page.next).toBe("/api-next/workout/logs?limit=1&offset=1");
    const points = await exerciseProgress(ctx, { id: squat });
    expect(points.map((point) => point.top_set)).toEqual([100, 105]);
    expect(points[1]!.estimated_max).toBeCloseTo(116.1, 1);
  });

  it("counts weekly sets per muscle fractionally and colours the map from recent training", async () => {
    const ctx = await premium();
    await saveSession(
      ctx,
      session(hoursAgo(24), [
        {
          exercise: bench,
          sets: [
            [80, 8],
            [80, 8],
            [80, 8],
            [80, 8],
          ],
        },
      ]),
    );
    await saveSession(ctx, session(hoursAgo(24 * 10), [{ exercise: bench, sets: [[80, 8]] }]));
    const progress = await trainingProgress(ctx, { weeks: 4 }, NOW);
    const chest = progress.muscle_sets.find((muscle) => muscle.muscle_name === "chest");
    expect(chest).toMatchObject({ sets: 4, band: "low" });
    const secondary = progress.muscle_sets.filter((muscle) => muscle.sets === 2);
    expect(secondary.length).toBeGreaterThan(0);
    expect(progress.weekly).toHaveLength(4);
    expect(progress.weekly.reduce((sum, week) => sum + week.sets, 0)).toBe(5);
    expect(progress.records[0]).toMatchObject({ heaviest: 80, sessions: 2 });

    const fatigue = await trainingFatigue(ctx, { mode: "recovery" }, NOW);
    expect(fatigue[0]).toEqual({ muscle_name: "chest", daily_gradient: recoveryColour((4 * 48) / 72 / 6) });
    for (const entry of fatigue) expect(entry.daily_gradient).toMatch(/^#[0-9a-f]{6}$/);
    expect(await trainingFatigue(ctx, { mode: "recovery" }, new Date(NOW.getTime() + 72 * 3_600_000))).toEqual([]);
    const volume = await trainingFatigue(ctx, { mode: "volume" }, NOW);
    expect(volume.find((entry) => entry.muscle_name === "chest")?.daily_gradient).toBe("#94a3b8");
  });
});
