import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@/db/testing/test-database";
import { AppError } from "@/lib/errors";
import { seededDatabase } from "@/modules/catalogue/testing/seeded-database";
import { getExercise } from "@/modules/catalogue/server/get-exercise";
import { listMuscles, listEquipment } from "@/modules/catalogue/server/list-taxonomy";
import { readOriginals } from "../seed/read-originals";
import { seedOriginals } from "../seed/seed-originals";
import { originalsQuerySchema, saveWorkoutSchema } from "../schemas";
import { userContext, visitorContext } from "../testing/workout-users";
import { findWorkout, getWorkout } from "./get-workout";
import { listOriginals } from "./list-originals";
import { countMyWorkouts, listMyWorkouts } from "./my-workouts";
import { deleteWorkout, saveWorkout, updateWorkout } from "./save-workout";
import { shuffleExercise } from "./shuffle-exercise";
import { addWorkoutFavourite, listWorkoutFavourites, removeWorkoutFavourite } from "./workout-favourites";
import { listWorkoutFilters } from "./list-workout-filters";

const FIXTURE = path.join(import.meta.dirname, "../testing/fixture");
const URL_BASE = "http://localhost/api-next/workout/originals/workouts";

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe.each(testDrivers())("workouts on %s", (driver) => {
  const database = seededDatabase(driver);
  beforeAll(async () => {
    await seedOriginals(database().db, { dir: FIXTURE });
  });

  const list = (query: Record<string, string> = {}) =>
    listOriginals(visitorContext(database().db), originalsQuerySchema.parse(query), URL_BASE);
  const payload = (exerciseIds: number[], extra: Record<string, unknown> = {}) =>
    saveWorkoutSchema.parse({
      exercises: exerciseIds.map((id, order) => ({
        exercise: id,
        sets: { regular: 3, warmup: 1 },
        order,
        reps: "8-12",
      })),
      ...extra,
    });
  const exerciseId = async (slug: string) => (await getExercise(database().db, slug, "en-us")).id;

  it("seeds the originals idempotently, the levels taking turns in our order", async () => {
    expect(await seedOriginals(database().db, { dir: FIXTURE })).toEqual({ changed: false });
    const page = await list();
    expect(page.count).toBe(3);
    expect(page.results.map((workout) => workout.slug)).toEqual([
      "charlie-mobility",
      "bravo-dumbbell-chest",
      "alpha-legs",
    ]);
    const alpha = page.results.find((workout) => workout.slug === "alpha-legs");
    expect(alpha?.exercises.map((item) => [item.exercise.slug, item.sets, item.reps, item.rest])).toEqual([
      ["barbell-squat", { regular: 4, warmup: 2 }, "3-5", 180],
      ["leg-press", { regular: 3, warmup: 0 }, "8-10", 120],
      ["standing-calf-raises", { regular: 3, warmup: 0 }, "12-15", 60],
    ]);
    expect(alpha?.goalType?.key).toBe("build-strength");
    expect(alpha?.difficulty_detail?.key).toBe("intermediate");
    expect(alpha?.url).toBe("/workout/alpha-legs");
    expect(alpha?.src_image).toMatch(new RegExp(`^/workout-image/${alpha?.id}\\.svg\\?v=\\w+$`));
    expect(alpha?.muscles_targeted.primary.map((muscle) => muscle.url_name)).toEqual(
      expect.arrayContaining(["quads", "glutes", "calves"]),
    );
    expect(alpha?.estimated_minutes).toBeGreaterThan(10);
    const bravo = page.results.find((workout) => workout.slug === "bravo-dumbbell-chest");
    expect(bravo?.exercises.map((item) => item.group)).toEqual([null, "A", "A"]);
  });

  it("filters by equipment, difficulty, muscles and goals, any within a group and all across", async () => {
    const { db } = database();
    const kit = (await listEquipment(db, "en-us")).results;
    const idOf = (key: string) => String(kit.find((item) => item.key === key)?.id);
    const muscles = (await listMuscles(db, "en-us")).results;
    const calves = String(muscles.find((muscle) => muscle.key === "calves")?.id);
    const slugs = async (query: Record<string, string>) => (await list(query)).results.map((workout) => workout.slug);

    expect(await slugs({ equipment: idOf("dumbbells") })).toEqual(["bravo-dumbbell-chest"]);
    expect(await slugs({ equipment: `${idOf("dumbbells")}|${idOf("machine")}` })).toEqual([
      "bravo-dumbbell-chest",
      "alpha-legs",
    ]);
    expect(await slugs({ difficulty: "1" })).toEqual(["charlie-mobility"]);
    expect(await slugs({ muscles: calves })).toEqual(["alpha-legs"]);
    expect(await slugs({ goals: "5" })).toEqual(["charlie-mobility"]);
    expect(await slugs({ equipment: idOf("bodyweight"), difficulty: "2" })).toEqual(["bravo-dumbbell-chest"]);
    expect(await slugs({ equipment: idOf("barbell"), goals: "5" })).toEqual([]);
  });

  it("orders six ways and pages with next and previous links", async () => {
    const slugs = async (ordering: string) => (await list({ ordering })).results.map((workout) => workout.slug);
    expect(await slugs("name")).toEqual(["alpha-legs", "bravo-dumbbell-chest", "charlie-mobility"]);
    expect(await slugs("-created_at")).toEqual(["charlie-mobility", "alpha-legs", "bravo-dumbbell-chest"]);
    expect(await slugs("created_at")).toEqual(["bravo-dumbbell-chest", "alpha-legs", "charlie-mobility"]);
    expect(await slugs("difficulty")).toEqual(["charlie-mobility", "bravo-dumbbell-chest", "alpha-legs"]);
    expect(await slugs("-difficulty")).toEqual(["alpha-legs", "bravo-dumbbell-chest", "charlie-mobility"]);
    expect(await slugs("weight")).toHaveLength(3);

    const first = await list({ limit: "2" });
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    expect(new URL(first.next ?? "", URL_BASE).searchParams.get("offset")).toBe("2");
    const second = await list({ limit: "2", offset: "2" });
    expect(second.results.map((workout) => workout.slug)).toEqual(["alpha-legs"]);
    expect(second.next).toBeNull();
    expect(new URL(second.previous ?? "", URL_BASE).searchParams.get("offset")).toBe("0");
  });

  it("stars count toward the most popular order, which visitors see within a minute", async () => {
    const { db } = database();
    const reader = await userContext(db);
    const byWeight = async () =>
      (await listOriginals(reader, originalsQuerySchema.parse({ ordering: "weight" }), URL_BASE)).results;
    const before = await byWeight();
    const last = before.at(-1);
    expect(before[0]?.slug).not.toBe(last?.slug);
    const visitorsBefore = (await list({ ordering: "weight" })).results.map((workout) => workout.slug);
    for (let index = 0; index < 8; index++) {
      await addWorkoutFavourite(await userContext(db), { workout_id: last?.id ?? 0 });
    }
    expect((await byWeight())[0]?.slug).toBe(last?.slug);
    // A visitor's answer is kept a minute: the same order until then.
    expect((await list({ ordering: "weight" })).results.map((workout) => workout.slug)).toEqual(visitorsBefore);
  });

  it("reads an original in the caller's language, by slug or id", async () => {
    const { db } = database();
    const spanish = await getWorkout({ ...visitorContext(db), locale: "es-es" }, "alpha-legs");
    expect(spanish.name).toBe("Piernas Alfa");
    expect(spanish.exercises[0]?.notes).toBe("Baja hasta la paralela.");
    expect(spanish.exercises[0]?.exercise.name).not.toBe("Barbell Squat");
    expect((await getWorkout(visitorContext(db), spanish.id)).name).toBe("Alpha Legs");
    const missing = await rejection(getWorkout(visitorContext(db), "no-such-workout"));
    expect([missing.code, missing.message]).toEqual(["NOT_FOUND", "This workout does not exist"]);
  });

  it("lets a free user save three workouts, then answers PLAN_LIMIT with the limit", async () => {
    const { db } = database();
    const user = await userContext(db);
    const squat = await exerciseId("barbell-squat");
    for (const name of ["One", "Two", "Three"]) await saveWorkout(user, payload([squat], { name }));
    const refused = await rejection(saveWorkout(user, payload([squat], { name: "Four" })));
    expect(refused.code).toBe("PLAN_LIMIT");
    expect(refused.details).toEqual({ limit: 3 });
    expect(refused.message).toBe("Free workout limit (3) exceeded. Upgrade to Premium to continue saving workouts.");
    expect(await countMyWorkouts(user)).toBe(3);
  });

  it("keeps the limit when six saves arrive at once", async () => {
    const { db } = database();
    const user = await userContext(db);
    const squat = await exerciseId("barbell-squat");
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5, 6].map((index) => saveWorkout(user, payload([squat], { name: `Parallel ${index}` }))),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    expect(await countMyWorkouts(user)).toBe(3);
  });

  it("refuses a visitor with the limit and lets Premium save past it", async () => {
    const { db } = database();
    const squat = await exerciseId("barbell-squat");
    expect((await rejection(saveWorkout(visitorContext(db), payload([squat])))).code).toBe("PLAN_LIMIT");
    const premium = await userContext(db, { premium: true });
    for (let index = 0; index < 5; index++) await saveWorkout(premium, payload([squat], { name: `Mine ${index}` }));
    expect(await countMyWorkouts(premium)).toBe(5);
  });

  it("saves with the spec's defaults, loads in kilograms, and refuses the same title twice", async () => {
    const { db } = database();
    const user = await userContext(db);
    const squat = await exerciseId("barbell-squat");
    const saved = await saveWorkout(
      user,
      saveWorkoutSchema.parse({
        units: "lb",
        exercises: [{ exercise: { id: squat }, sets: { regular: 5 }, total_load: 220.46 }],
      }),
    );
    expect(saved).toMatchObject({
      name: "Saved Workout",
      kind: "saved",
      is_template: true,
      source: "MS",
      created_utm: "W",
    });
    expect(saved.exercises[0]).toMatchObject({
      rest: 120,
      total_load: 100,
      notes: "",
      sets: { regular: 5, warmup: 0 },
    });
    const again = await rejection(saveWorkout(user, payload([squat], { name: "saved workout" })));
    expect([again.code, again.message]).toEqual([
      "ALREADY_EXISTS",
      "A workout with this title already exists in your saved workouts",
    ]);
  });

  it("orders exercises by the client's order and refuses unknown exercises", async () => {
    const { db } = database();
    const user = await userContext(db, { premium: true });
    const [squat, press] = [await exerciseId("barbell-squat"), await exerciseId("dumbbell-bench-press")];
    const saved = await saveWorkout(
      user,
      saveWorkoutSchema.parse({
        name: "Ordered",
        exercises: [
          { exercise: squat, order: 2 },
          { exercise: press, order: 1 },
        ],
      }),
    );
    expect(saved.exercises.map((item) => [item.order, item.exercise.slug])).toEqual([
      [0, "dumbbell-bench-press"],
      [1, "barbell-squat"],
    ]);
    expect((await rejection(saveWorkout(user, payload([999_999], { name: "Ghost" })))).code).toBe("VALIDATION");
  });

  it("keeps another user's workouts out of reach: read, change and delete answer not found", async () => {
    const { db } = database();
    const owner = await userContext(db);
    const stranger = await userContext(db);
    const squat = await exerciseId("barbell-squat");
    const saved = await saveWorkout(owner, payload([squat], { name: "Private" }));
    expect(await findWorkout(stranger, saved.id)).toBeNull();
    expect(await findWorkout(visitorContext(db), saved.id)).toBeNull();
    expect((await rejection(updateWorkout(stranger, saved.id, payload([squat], { name: "Taken" })))).code).toBe(
      "NOT_FOUND",
    );
    expect((await rejection(deleteWorkout(stranger, saved.id))).code).toBe("NOT_FOUND");
    expect((await rejection(addWorkoutFavourite(stranger, { workout_id: saved.id }))).code).toBe("NOT_FOUND");
    expect((await getWorkout(owner, saved.id)).name).toBe("Private");
    expect((await listMyWorkouts(stranger, { limit: 10, offset: 0, remove_fields: "" }, URL_BASE)).count).toBe(0);
  });

  it("updates and deletes one's own workout, and frees a place under the limit", async () => {
    const { db } = database();
    const user = await userContext(db);
    const squat = await exerciseId("barbell-squat");
    const press = await exerciseId("dumbbell-bench-press");
    // One after another: "newest first" is the order they were saved in.
    const saved = [];
    for (const name of ["A", "B", "C"]) saved.push(await saveWorkout(user, payload([squat], { name })));
    const first = saved[0];
    if (!first) throw new Error("nothing saved");
    const updated = await updateWorkout(
      user,
      first.id,
      payload([press, squat], { name: "A renamed", notes: "Heavy day" }),
    );
    expect(updated.name).toBe("A renamed");
    expect(updated.notes).toBe("Heavy day");
    expect(updated.exercises.map((item) => item.exercise.slug)).toEqual(["dumbbell-bench-press", "barbell-squat"]);
    expect((await rejection(updateWorkout(user, first.id, payload([squat], { name: "b" })))).code).toBe(
      "ALREADY_EXISTS",
    );
    await deleteWorkout(user, first.id);
    await saveWorkout(user, payload([squat], { name: "D" }));
    const mine = await listMyWorkouts(user, { limit: 10, offset: 0, remove_fields: "sets,muscles_targeted" }, URL_BASE);
    expect(mine.results.map((workout) => workout.name)).toEqual(["D", "C", "B"]);
    expect(mine.results[0]).not.toHaveProperty("muscles_targeted");
    expect(mine.results[0]?.exercises[0]).not.toHaveProperty("sets");
  });

  it("stars and unstars workouts, once each", async () => {
    const { db } = database();
    const user = await userContext(db);
    const alpha = (await list()).results.find((workout) => workout.slug === "alpha-legs");
    const first = await addWorkoutFavourite(user, { workout_id: alpha?.id ?? 0 });
    const again = await addWorkoutFavourite(user, { workout_id: alpha?.id ?? 0 });
    expect(first.created).toBe(true);
    expect(again).toEqual({ favourite: first.favourite, created: false });
    expect((await getWorkout(user, "alpha-legs")).favourite_id).toBe(first.favourite.id);
    expect((await listWorkoutFavourites(user)).results.map((star) => star.workout.slug)).toEqual(["alpha-legs"]);
    expect((await rejection(removeWorkoutFavourite(await userContext(db), { id: first.favourite.id }))).code).toBe(
      "NOT_FOUND",
    );
    await removeWorkoutFavourite(user, { id: first.favourite.id });
    expect((await listWorkoutFavourites(user)).count).toBe(0);
  });

  it("shuffles to another exercise for the same muscles, within the equipment and level, never one in the workout", async () => {
    const { db } = database();
    const press = await getExercise(db, "dumbbell-bench-press", "en-us");
    const dumbbells = press.equipment[0]?.id ?? 0;
    const seen = new Set<string>();
    for (let pick = 0; pick < 5; pick++) {
      const { exercise } = await shuffleExercise(
        visitorContext(db),
        { id: press.id, equipment_id_list: [dumbbells], fitness_level: 2, gender: "male", exclude: [], sets: 3 },
        () => pick,
      );
      expect(exercise.id).not.toBe(press.id);
      expect(exercise.equipment[0]?.id).toBe(dumbbells);
      expect(exercise.difficulty.id).toBeLessThanOrEqual(2);
      expect(exercise.muscles_primary.map((muscle) => muscle.url_name)).toContain("chest");
      seen.add(exercise.slug);
    }
    expect(seen.size).toBeGreaterThan(1);
    const excluded = [...seen].map((slug) => slug);
    const ids = await Promise.all(excluded.map(exerciseId));
    const { exercise } = await shuffleExercise(
      visitorContext(db),
      { id: press.id, equipment_id_list: [dumbbells], fitness_level: 2, gender: "male", exclude: ids },
      () => 0,
    );
    expect(excluded).not.toContain(exercise.slug);
  });

  it("offers the four filter groups the originals use", async () => {
    const filters = await listWorkoutFilters(visitorContext(database().db));
    expect(filters.equipment.map((kit) => kit.name_en_us).sort()).toEqual([
      "Barbell",
      "Bodyweight",
      "Dumbbells",
      "Machine",
    ]);
    expect(filters.difficulties).toHaveLength(4);
    expect(filters.goals.map((goal) => goal.key).sort()).toEqual(["build-muscle", "build-strength", "flexibility"]);
    expect(filters.muscles.map((muscle) => muscle.muscle_name)).toContain("chest");
  });

  it("seeds every original in data/workouts with all its exercises, replacing the ones gone", async () => {
    const { db } = database();
    const written = readOriginals();
    await seedOriginals(db);
    const page = await listOriginals(visitorContext(db), originalsQuerySchema.parse({ limit: "100" }), URL_BASE);
    expect(page.count).toBe(written.length);
    const bySlug = new Map(page.results.map((workout) => [workout.slug, workout]));
    for (const workout of written) {
      expect(bySlug.get(workout.slug)?.exercises.map((item) => item.exercise.slug)).toEqual(
        workout.exercises.map((item) => item.exercise),
      );
    }
  });
});
