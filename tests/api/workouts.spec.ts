import { expect, request as playwrightRequest, test } from "@playwright/test";
import { signedUpUser } from "../support/accounts";

type Workout = {
  id: number;
  slug: string | null;
  name: string;
  kind: string;
  difficulty: number | null;
  goalType: { id: number } | null;
  equipment: number[];
  published_at: string | null;
  exercises: { exercise: { id: number; slug: string; muscles_primary: { id: number }[] }; total_load: number }[];
  favourite_id: number | null;
};
type Page = { count: number; next: string | null; previous: string | null; results: Workout[] };

const ORIGINALS = "/api-next/workout/originals/workouts";
const SAVE = "/api-next/workout/builder/workouts";
const MINE = "/api-next/workout/builder/my-workouts";

async function exerciseId(api: import("@playwright/test").APIRequestContext, slug: string) {
  const response = await api.get(`/api-next/exercises/${slug}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

const body = (exerciseIds: number[], name = "Leg day") => ({
  name,
  exercises: exerciseIds.map((id, order) => ({ exercise: id, sets: { regular: 3, warmup: 1 }, order, reps: "8-12" })),
});

test.describe("our workouts", () => {
  test("lists 64 or more originals nine at a time with next and previous", async ({ request }) => {
    const first = (await (await request.get(ORIGINALS)).json()) as Page;
    expect(first.count).toBeGreaterThanOrEqual(60);
    expect(first.results).toHaveLength(9);
    expect(first.previous).toBeNull();
    expect(first.next).toContain("offset=9");
    const last = (await (await request.get(`${ORIGINALS}?limit=9&offset=${first.count - 1}`)).json()) as Page;
    expect(last.results).toHaveLength(1);
    expect(last.next).toBeNull();
    expect(last.previous).toContain("limit=9");
  });

  test("filters by '|'-joined ids, any within a group and all across groups", async ({ request }) => {
    const filters = (await (await request.get("/api-next/workout/filters")).json()) as {
      equipment: { id: number; name_en_us: string }[];
      goals: { id: number }[];
    };
    const kettlebells = filters.equipment.find((kit) => kit.name_en_us === "Kettlebells")!.id;
    const bands = filters.equipment.find((kit) => kit.name_en_us === "Band")!.id;
    const only = async (query: string) =>
      ((await (await request.get(`${ORIGINALS}?limit=100&${query}`)).json()) as Page).results;

    const kettlebell = await only(`equipment=${kettlebells}`);
    expect(kettlebell.length).toBeGreaterThan(0);
    for (const workout of kettlebell) expect(workout.equipment).toContain(kettlebells);
    const either = await only(`equipment=${kettlebells}|${bands}`);
    expect(either.length).toBeGreaterThan(kettlebell.length);
    for (const workout of either) expect(workout.equipment.some((id) => id === kettlebells || id === bands)).toBe(true);

    const novice = await only("difficulty=1");
    expect(novice.every((workout) => workout.difficulty === 1)).toBe(true);
    const both = await only(`difficulty=1&goals=${filters.goals[0]!.id}`);
    expect(both.every((workout) => workout.difficulty === 1 && workout.goalType?.id === filters.goals[0]!.id)).toBe(
      true,
    );
    expect(await only("difficulty=")).toHaveLength(Math.min(100, (await only("")).length));
  });

  test("orders by name, difficulty and date both ways", async ({ request }) => {
    const ordered = async (ordering: string) =>
      ((await (await request.get(`${ORIGINALS}?limit=100&ordering=${ordering}`)).json()) as Page).results;
    const names = (await ordered("name")).map((workout) => workout.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    const easiest = (await ordered("difficulty")).map((workout) => workout.difficulty ?? 0);
    expect(easiest).toEqual([...easiest].sort((a, b) => a - b));
    const hardest = (await ordered("-difficulty")).map((workout) => workout.difficulty ?? 0);
    expect(hardest).toEqual([...hardest].sort((a, b) => b - a));
    const newest = (await ordered("-created_at")).map((workout) => workout.published_at ?? "");
    expect(newest).toEqual([...newest].sort().reverse());
    expect((await ordered("weight")).length).toBe((await ordered("default")).length);
  });

  test("answers bad filters and orders with 400 and a message", async ({ request }) => {
    for (const query of [
      "ordering=popular",
      "equipment=1,2",
      "limit=0",
      "limit=101",
      "offset=-1",
      "muscles=2147483648",
    ]) {
      const response = await request.get(`${ORIGINALS}?${query}`);
      expect(response.status(), query).toBe(400);
      expect(((await response.json()) as { error: { code: string; message: string } }).error.code).toBe("VALIDATION");
    }
  });

  test("reads one original by slug in the caller's language, and 404s an unknown one", async ({ request }) => {
    const [first] = ((await (await request.get(ORIGINALS)).json()) as Page).results;
    const english = (await (await request.get(`${ORIGINALS}/${first!.slug}`)).json()) as Workout;
    expect(english.id).toBe(first!.id);
    const german = (await (
      await request.get(`${ORIGINALS}/${first!.slug}`, { headers: { "Accept-Language": "de-DE" } })
    ).json()) as Workout;
    expect(german.name).not.toBe(english.name);
    const missing = await request.get(`${ORIGINALS}/no-such-workout`);
    expect(missing.status()).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      "This workout does not exist",
    );
  });
});

test.describe("my workouts", () => {
  test("a visitor sees the limit, never a saved workout", async ({ baseURL }) => {
    const visitor = await playwrightRequest.newContext({ baseURL });
    const squat = await exerciseId(visitor, "barbell-squat");
    const refused = await visitor.post(SAVE, { data: body([squat]) });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string; details: { limit: number } } }).error).toMatchObject({
      code: "PLAN_LIMIT",
      details: { limit: 3 },
    });
    expect((await visitor.get(MINE)).status()).toBe(401);
  });

  test("a free user saves three, then gets PLAN_LIMIT; six saves at once store three", async ({ baseURL }) => {
    const user = await signedUpUser(baseURL!, "workouts-limit");
    const squat = await exerciseId(user.api, "barbell-squat");
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((index) => user.api.post(SAVE, { data: body([squat], `Parallel ${index}`) })),
    );
    expect(answers.filter((answer) => answer.status() === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status() === 403);
    expect(refused).toHaveLength(3);
    expect(((await refused[0]!.json()) as { error: { message: string } }).error.message).toBe(
      "Free workout limit (3) exceeded. Upgrade to Premium to continue saving workouts.",
    );
    expect(await (await user.api.get(`${MINE}/count`)).json()).toEqual({ count: 3 });
    const mine = (await (await user.api.get(MINE)).json()) as Page;
    expect(mine.count).toBe(3);
  });

  test("the same title twice is 'Workout Already Exists'; bad input is a 400 that names the field", async ({
    baseURL,
  }) => {
    const user = await signedUpUser(baseURL!, "workouts-dup");
    const squat = await exerciseId(user.api, "barbell-squat");
    expect((await user.api.post(SAVE, { data: body([squat], "Heavy legs") })).status()).toBe(201);
    const again = await user.api.post(SAVE, { data: body([squat], "heavy LEGS") });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      "A workout with this title already exists in your saved workouts",
    );
    for (const data of [
      { name: "x", exercises: [] },
      { name: "x", exercises: [{ exercise: squat, reps: "lots" }] },
      { name: "x", exercises: [{ exercise: squat, sets: { regular: 0 } }] },
      { name: "x".repeat(81), exercises: [{ exercise: squat }] },
      { name: "x", exercises: [{ exercise: 2147483647 }] },
    ]) {
      const response = await user.api.post(SAVE, { data });
      expect(response.status(), JSON.stringify(data).slice(0, 80)).toBe(400);
      const error = ((await response.json()) as { error: { code: string; message: string } }).error;
      expect(error.code).toBe("VALIDATION");
      expect(error.message.length).toBeGreaterThan(5);
    }
  });

  test("saves a copy of an original with loads in kilograms, changes and deletes it", async ({ baseURL }) => {
    const user = await signedUpUser(baseURL!, "workouts-own");
    const [original] = ((await (await user.api.get(ORIGINALS)).json()) as Page).results;
    const saved = (await (
      await user.api.post(SAVE, {
        data: {
          name: "My copy",
          units: "lb",
          based_on: original!.id,
          exercises: original!.exercises.map((item, order) => ({
            exercise: item.exercise.id,
            order,
            total_load: 44.09,
          })),
        },
      })
    ).json()) as Workout;
    expect(saved.kind).toBe("saved");
    expect(saved.exercises[0]!.total_load).toBe(20);
    const renamed = await user.api.put(`${SAVE}/${saved.id}`, {
      data: {
        name: "My copy, harder",
        exercises: [{ exercise: original!.exercises[0]!.exercise.id, sets: { regular: 5 } }],
      },
    });
    expect(renamed.status()).toBe(200);
    expect(((await renamed.json()) as Workout).exercises).toHaveLength(1);
    expect((await user.api.delete(`${SAVE}/${saved.id}`)).status()).toBe(204);
    expect((await user.api.get(`${SAVE}/${saved.id}`)).status()).toBe(404);
  });

  test("another user's workout cannot be read, changed, deleted or starred", async ({ baseURL }) => {
    const owner = await signedUpUser(baseURL!, "workouts-owner");
    const stranger = await signedUpUser(baseURL!, "workouts-stranger");
    const squat = await exerciseId(owner.api, "barbell-squat");
    const saved = (await (await owner.api.post(SAVE, { data: body([squat], "Private") })).json()) as Workout;
    expect((await stranger.api.get(`${SAVE}/${saved.id}`)).status()).toBe(404);
    expect((await stranger.api.put(`${SAVE}/${saved.id}`, { data: body([squat], "Mine now") })).status()).toBe(404);
    expect((await stranger.api.delete(`${SAVE}/${saved.id}`)).status()).toBe(404);
    expect((await stranger.api.post("/api-next/workout/favorites", { data: { workout_id: saved.id } })).status()).toBe(
      404,
    );
    expect((await owner.api.get(`${SAVE}/${saved.id}`)).status()).toBe(200);
  });

  test("stars an original once and unstars it", async ({ baseURL }) => {
    const user = await signedUpUser(baseURL!, "workouts-star");
    const [original] = ((await (await user.api.get(ORIGINALS)).json()) as Page).results;
    const star = await user.api.post("/api-next/workout/favorites", { data: { workout_id: original!.id } });
    expect(star.status()).toBe(201);
    const again = await user.api.post("/api-next/workout/favorites", { data: { workout_id: original!.id } });
    expect(again.status()).toBe(200);
    const { id } = (await star.json()) as { id: number };
    const stars = (await (await user.api.get("/api-next/workout/favorites")).json()) as { count: number };
    expect(stars.count).toBe(1);
    expect((await user.api.delete(`/api-next/workout/favorites?id=${id}`)).status()).toBe(204);
  });
});

test("shuffle answers another exercise for the same muscles, never one already in the workout", async ({ request }) => {
  const press = (await (await request.get("/api-next/exercises/dumbbell-bench-press")).json()) as {
    id: number;
    equipment: { id: number }[];
  };
  const response = await request.post("/api-next/exercises/shuffle", {
    data: {
      id: press.id,
      equipment_id_list: [press.equipment[0]!.id],
      fitness_level: 2,
      gender: "male",
      sets: 3,
      exclude: [],
    },
  });
  expect(response.status()).toBe(200);
  const { exercise, sets } = (await response.json()) as {
    exercise: { id: number; equipment: { id: number }[]; muscles_primary: { url_name: string }[] };
    sets: number;
  };
  expect(exercise.id).not.toBe(press.id);
  expect(exercise.equipment[0]!.id).toBe(press.equipment[0]!.id);
  expect(exercise.muscles_primary.map((muscle) => muscle.url_name)).toContain("chest");
  expect(sets).toBe(3);
  expect((await request.post("/api-next/exercises/shuffle", { data: { id: "x" } })).status()).toBe(400);
});

test("a workout's picture is our body map as SVG; an unknown workout has none", async ({ request }) => {
  const [first] = ((await (await request.get(ORIGINALS)).json()) as Page).results;
  const image = await request.get(`/workout-image/${first!.id}.svg`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toContain("image/svg+xml");
  expect(await image.text()).toContain("<svg");
  expect((await request.get("/workout-image/999999.svg")).status()).toBe(404);
});
