import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { favourites, workoutExercises, workoutFavourites, workouts } from "@/db/schema";
import { testDrivers } from "@/db/testing/test-database";
import { AppError } from "@/lib/errors";
import { getExercise } from "@/modules/catalogue/server/get-exercise";
import { seededDatabase } from "@/modules/catalogue/testing/seeded-database";
import { isImportResult, type AccountExportDto, type ImportAnswerDto } from "../log/import/dto";
import { importRequestSchema, type ImportRequest } from "../log/import/schemas";
import { loggedSessionSchema } from "../log/schemas";
import { userContext } from "../testing/workout-users";
import { exportAccount } from "./export-account";
import { importTrainingLog } from "./import-training-log";
import { listSessions, saveSession } from "./training-sessions";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../log/import/fixtures", name), "utf8");
const request = (input: Partial<ImportRequest> & Pick<ImportRequest, "source" | "csv">) =>
  importRequestSchema.parse(input);

function imported(answer: ImportAnswerDto) {
  if (!isImportResult(answer)) throw new Error(`expected an import, got a preview: ${JSON.stringify(answer)}`);
  return answer;
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

/** The training log as the JSON export holds it, without the ids that differ between accounts. */
const trainingOf = (document: AccountExportDto) =>
  document.training_sessions.map((session) => ({
    title: session.title,
    started_at: session.started_at,
    entries: session.entries.map((entry) => ({
      exercise: entry.exercise.slug,
      notes: entry.notes,
      sets: entry.sets.map(({ id: _id, ...set }) => set),
    })),
  }));

describe.each(testDrivers())("data export and import on %s", (driver) => {
  const database = seededDatabase(driver);
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const slug of ["barbell-bench-press-medium-grip", "barbell-squat", "plank", "one-arm-dumbbell-row"])
      ids[slug] = (await getExercise(database().db, slug, "en-us")).id;
  });
  const premium = () => userContext(database().db, { premium: true });

  it("previews a Hevy file without storing it, listing the names it could not match with suggestions", async () => {
    const ctx = await premium();
    const preview = await importTrainingLog(ctx, request({ source: "hevy", csv: fixture("hevy-sample.csv") }));
    expect(isImportResult(preview)).toBe(false);
    if (isImportResult(preview)) return;
    expect(preview).toMatchObject({ sessions: 3, sets: 16 });
    expect(preview.unmatched.map((name) => [name.name, name.count])).toEqual([["Landmine Press", 1]]);
    expect(preview.unmatched[0]!.suggestions.length).toBeGreaterThan(0);
    expect(preview.matched.find((name) => name.name === "Bench Press (Barbell)")?.exercise.id).toBe(
      ids["barbell-bench-press-medium-grip"],
    );
    expect((await listSessions(ctx, { limit: 20, offset: 0 }, "http://test/")).count).toBe(0);
  });

  it("suggests exercises one word of an unknown name points to", async () => {
    const ctx = await premium();
    const preview = await importTrainingLog(
      ctx,
      request({ source: "strong", unit: "lb", csv: fixture("strong-sample.csv"), preview: true }),
    );
    if (isImportResult(preview)) throw new Error("expected a preview");
    const [meadows] = preview.unmatched;
    expect(meadows?.name).toBe("Meadows Row");
    expect(meadows!.suggestions.length).toBe(5);
    expect(meadows!.suggestions.every((suggestion) => /row/i.test(suggestion.name))).toBe(true);
  });

  it("imports a file once: the same file again doubles nothing, and a skipped name stores none of its sets", async () => {
    const ctx = await premium();
    const input = request({ source: "hevy", csv: fixture("hevy-sample.csv"), mapping: { "Landmine Press": null } });
    const first = imported(await importTrainingLog(ctx, input));
    expect(first).toEqual({ imported_sessions: 3, imported_sets: 15, skipped_sets: 2, already_imported: 0 });
    const again = imported(await importTrainingLog(ctx, input));
    expect(again).toEqual({ imported_sessions: 0, imported_sets: 0, skipped_sets: 2, already_imported: 3 });
    const listed = await listSessions(ctx, { limit: 20, offset: 0 }, "http://test/");
    expect(listed.count).toBe(3);
    const csv = (await exportAccount(ctx, { format: "csv" })).body;
    expect(csv.trim().split("\r\n")).toHaveLength(1 + 15);
  });

  it("imports Strong in pounds with the user's choice for an unknown name", async () => {
    const ctx = await premium();
    const answer = imported(
      await importTrainingLog(
        ctx,
        request({
          source: "strong",
          unit: "lb",
          csv: fixture("strong-sample.csv"),
          mapping: { "Meadows Row": ids["one-arm-dumbbell-row"]! },
        }),
      ),
    );
    expect(answer).toEqual({ imported_sessions: 3, imported_sets: 16, skipped_sets: 1, already_imported: 0 });
    const document = JSON.parse((await exportAccount(ctx, { format: "json" })).body) as AccountExportDto;
    const push = document.training_sessions.find((session) => session.title === "Push A")!;
    expect(push.finished_at).toBe("2025-03-03T19:06:11.000Z");
    expect(push.entries[0]!.exercise.slug).toBe("barbell-bench-press-medium-grip");
    expect(push.entries[0]!.sets.map((set) => [set.type, set.load_kg, set.reps])).toEqual([
      ["warmup", 43.091, 10],
      ["normal", 83.915, 5],
      ["normal", 83.915, 5],
      ["normal", 83.915, 4],
    ]);
    const pull = document.training_sessions.find((session) => session.title === "Pull A")!;
    expect(pull.entries.map((entry) => entry.exercise.slug)).toContain("one-arm-dumbbell-row");
  });

  it("refuses a file it cannot read and an exercise id we do not have, storing nothing", async () => {
    const ctx = await premium();
    const broken = await rejection(
      importTrainingLog(ctx, request({ source: "strong", csv: "Date,Workout Name\n2024-01-01,A" })),
    );
    expect(broken.code).toBe("VALIDATION");
    expect(broken.details).toMatchObject({ reason: "CSV_COLUMNS" });
    const badNumber = await rejection(
      importTrainingLog(
        ctx,
        request({
          source: "moveatlas",
          csv: "date,session_title,exercise_name,exercise_slug,set_order,reps,weight_kg\n2024-01-01T10:00:00Z,A,Squat,barbell-squat,1,five,100",
        }),
      ),
    );
    expect(badNumber.details).toMatchObject({ reason: "CSV_NUMBER", line: 2, column: "reps" });
    const unknown = await rejection(
      importTrainingLog(
        ctx,
        request({ source: "hevy", csv: fixture("hevy-sample.csv"), mapping: { "Landmine Press": 2_000_000 } }),
      ),
    );
    expect(unknown.details).toMatchObject({ reason: "UNKNOWN_EXERCISE", names: ["Landmine Press"] });
    expect((await listSessions(ctx, { limit: 20, offset: 0 }, "http://test/")).count).toBe(0);
  });

  it("round-trips the training CSV into a new account: same sessions, sets, loads and reps", async () => {
    const owner = await premium();
    const bench = ids["barbell-bench-press-medium-grip"]!;
    const squat = ids["barbell-squat"]!;
    const plank = ids.plank!;
    const set = (type: string, load: number | null, reps: number | null, extra: object = {}) => ({
      id: randomUUID(),
      type,
      load,
      reps,
      done: true,
      ...extra,
    });
    const sessions = [
      {
        title: "Upper, heavy",
        started_at: "2026-01-05T18:00:00.000Z",
        entries: [
          {
            exercise_id: bench,
            notes: 'Pause "one count"',
            sets: [
              set("warmup", 40, 10),
              set("normal", 82.5, 5, { rir: 2, rpe: 8 }),
              set("drop", 60, 12, { done: false }),
            ],
          },
          { exercise_id: plank, sets: [set("normal", null, null, { seconds: 75 })] },
        ],
      },
      {
        title: "=Legs",
        started_at: "2026-01-07T07:15:30.000Z",
        entries: [{ exercise_id: squat, sets: [set("normal", 120, 5), set("failure", 120, 3, { rpe: 10 })] }],
      },
    ];
    for (const session of sessions)
      await saveSession(
        owner,
        loggedSessionSchema.parse({
          id: randomUUID(),
          ...session,
          entries: session.entries.map((entry) => ({ id: randomUUID(), ...entry })),
        }),
      );

    const csv = (await exportAccount(owner, { format: "csv" })).body;
    const newcomer = await premium();
    const answer = imported(await importTrainingLog(newcomer, request({ source: "moveatlas", csv })));
    expect(answer).toEqual({ imported_sessions: 2, imported_sets: 6, skipped_sets: 0, already_imported: 0 });

    const read = async (ctx: typeof owner) =>
      JSON.parse((await exportAccount(ctx, { format: "json" })).body) as AccountExportDto;
    const [before, after] = [await read(owner), await read(newcomer)];
    expect(trainingOf(after)).toEqual(trainingOf(before));
    expect(trainingOf(after)[0]!.entries[0]!.sets[1]).toEqual({
      order: 1,
      type: "normal",
      reps: 5,
      seconds: null,
      load_kg: 82.5,
      rir: 2,
      rpe: 8,
      done: true,
    });
  });

  it("exports everything the user owns and nothing of anyone else's", async () => {
    const db = database().db;
    const me = await premium();
    const stranger = await premium();
    const squat = ids["barbell-squat"]!;
    await db.insert(favourites).values({ userId: me.user.pk, exerciseId: squat });
    await db.insert(favourites).values({ userId: stranger.user.pk, exerciseId: ids.plank! });
    const [mine] = await db
      .insert(workouts)
      .values({ kind: "saved", ownerId: me.user.pk, name: "Leg day" })
      .returning({ id: workouts.id });
    await db
      .insert(workoutExercises)
      .values({ workoutId: mine!.id, position: 0, exerciseId: squat, regularSets: 3, reps: "5", totalLoad: 100 });
    await db.insert(workoutFavourites).values({ userId: me.user.pk, workoutId: mine!.id });
    await db.insert(workouts).values({ kind: "saved", ownerId: stranger.user.pk, name: "Not yours" });
    await importTrainingLog(
      stranger,
      request({ source: "hevy", csv: fixture("hevy-sample.csv"), mapping: { "Landmine Press": null } }),
    );

    const file = await exportAccount(me, { format: "json" });
    expect(file.filename).toMatch(/^moveatlas-export-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file.contentType).toContain("application/json");
    const document = JSON.parse(file.body) as AccountExportDto;
    expect(document.format_version).toBe(1);
    expect(document.profile.pk).toBe(me.user.pk);
    expect(document.favourite_exercises.map((exercise) => exercise.slug)).toEqual(["barbell-squat"]);
    expect(document.saved_workouts.map((workout) => [workout.name, workout.exercises.length])).toEqual([
      ["Leg day", 1],
    ]);
    expect(document.saved_workouts[0]!.exercises[0]).toMatchObject({
      exercise: { slug: "barbell-squat" },
      sets: { regular: 3, warmup: 0 },
      load_kg: 100,
    });
    expect(document.starred_workouts.map((star) => star.name)).toEqual(["Leg day"]);
    expect(document.training_sessions).toEqual([]);
    expect(file.body).not.toContain(stranger.user.pk);
    expect(file.body).not.toContain("Not yours");
    const csv = await exportAccount(me, { format: "csv" });
    expect(csv.filename).toMatch(/\.csv$/);
    expect(csv.body.trim().split("\r\n")).toHaveLength(1);
  });
});
