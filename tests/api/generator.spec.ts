import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { RULE_VERSION } from "../../src/modules/workouts/generator/rules";
import { premiumUser, signedUpUser } from "../support/accounts";

const GENERATOR = "/api-next/workout/generator";

type Named = { id: number; key: string; name: string };
type Generated = {
  name: string;
  seed: number;
  rule_version: number;
  minutes: number;
  estimated_minutes: number;
  request: Record<string, unknown>;
  goal: { key: string };
  fitness_level: { id: number; name: string };
  exercises: {
    order: number;
    exercise: { id: number; slug: string; equipment: { key: string }[] };
    sets: { regular: number; warmup: number };
    reps: string;
    rest: number;
    group: string | null;
    reason: { muscle: Named; position: string; equipment: string | null };
  }[];
  summary: {
    volume: (Named & { sets: number; chosen: boolean })[];
    uncovered: (Named & { why: string })[];
    spared: Named[];
  };
};

async function idsOf(api: APIRequestContext) {
  const muscles = (await (await api.get("/api-next/exercises/muscles")).json()) as { results: Named[] };
  const kit = (await (await api.get("/api-next/exercises/equipment?include_in_workout_generator=true")).json()) as {
    results: Named[];
  };
  const muscle = (key: string) => muscles.results.find((entry) => entry.key === key)!.id;
  const equipment = (key: string) => kit.results.find((entry) => entry.key === key)!.id;
  return { muscle, equipment };
}

async function generate(api: APIRequestContext, body: Record<string, unknown>) {
  const response = await api.post(GENERATOR, { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Generated;
}

test("fitness levels list each level's difficulties and left-out categories, in the user's language", async ({
  request,
}) => {
  const body = (await (await request.get("/api-next/workout/fitness-levels")).json()) as {
    count: number;
    results: { id: number; name: string; difficulties: Named[]; excluded_categories: Named[] }[];
  };
  expect(body.count).toBe(4);
  expect(body.results.map((level) => level.name)).toEqual(["Novice", "Beginner", "Intermediate", "Advanced"]);
  expect(body.results[1]?.difficulties.map((entry) => entry.key)).toEqual(["novice", "beginner"]);
  expect(body.results[0]?.excluded_categories.map((entry) => entry.key)).toContain("olympic-weightlifting");
  expect(body.results[3]?.excluded_categories).toEqual([]);
  const german = (await (await request.get("/api-next/workout/fitness-levels?locale=de-de")).json()) as {
    results: { name: string }[];
  };
  expect(german.results[0]?.name).not.toBe("Novice");
});

test("a plan honours muscles, equipment and time, explains each pick, and comes back the same from its seed", async ({
  request,
}) => {
  const { muscle, equipment } = await idsOf(request);
  const body = {
    muscles_id_list: [muscle("chest"), { id: muscle("lats") }],
    equipment_id_list: [equipment("dumbbells"), equipment("bodyweight")],
    gender: "female",
    age: "34.8",
    fitness_level: { id: 3 },
    goal: 3,
    minutes: 45,
  };
  const plan = await generate(request, body);
  expect(plan.rule_version).toBe(RULE_VERSION);
  expect(plan.request.age).toBe(34);
  expect(plan.request.muscles_id_list).toEqual([muscle("chest"), muscle("lats")]);
  expect(plan.exercises.length).toBeGreaterThanOrEqual(3);
  expect(plan.estimated_minutes).toBeLessThanOrEqual(45);
  for (const item of plan.exercises) {
    expect(["dumbbells", "bodyweight"]).toContain(item.exercise.equipment[0]?.key);
    expect(["chest", "lats"]).toContain(item.reason.muscle.key);
    expect(item.reason.equipment).toBeTruthy();
  }
  expect(plan.exercises[0]?.reason.position).toBe("first");
  expect(
    plan.summary.volume
      .filter((entry) => entry.chosen)
      .map((entry) => entry.key)
      .sort(),
  ).toEqual(["chest", "lats"]);
  expect(plan.summary.uncovered).toEqual([]);

  const again = await generate(request, { ...body, seed: plan.seed });
  expect(again.exercises.map((item) => item.exercise.id)).toEqual(plan.exercises.map((item) => item.exercise.id));
  expect(again.seed).toBe(plan.seed);
});

test("bad requests answer 400 with the field and a clear message", async ({ request }) => {
  const { muscle, equipment } = await idsOf(request);
  const valid = { muscles_id_list: [muscle("chest")], equipment_id_list: [equipment("dumbbells")], fitness_level: 2 };
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ ...valid, muscles_id_list: [] }, /choose at least one muscle/],
    [{ ...valid, equipment_id_list: [] }, /choose at least one piece of equipment/],
    [{ ...valid, age: "old" }, /age/],
    [{ ...valid, age: 7 }, /must be 13 to 100/],
    [{ ...valid, fitness_level: 9 }, /9 is not a fitness level/],
    [{ ...valid, goal: 99 }, /99 is not a goal/],
    [{ ...valid, minutes: 25 }, /must be one of 20, 30, 45, 60/],
    [{ ...valid, muscles_id_list: [999999] }, /999999 is not a muscle/],
    [{ ...valid, equipment_id_list: [equipment("dumbbells"), 7] }, /7 is not equipment the generator uses/],
    [{ ...valid, seed: -1 }, /seed/],
  ];
  for (const [body, message] of cases) {
    const response = await request.post(GENERATOR, { data: body });
    expect(response.status(), JSON.stringify(body)).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(message);
  }
  const notJson = await request.post(GENERATOR, { data: "{", headers: { "content-type": "application/json" } });
  expect(notJson.status()).toBe(400);
});

test("a signed-in user's avoid list and equipment per place are kept, checked and applied", async ({ baseURL }) => {
  const user = await signedUpUser(baseURL!, "generator-profile");
  const { muscle, equipment } = await idsOf(user.api);
  expect(await (await user.api.get(`${GENERATOR}/preferences`)).json()).toEqual({
    avoid: [],
    home_equipment: [],
    gym_equipment: [],
  });
  const body = {
    muscles_id_list: [muscle("chest")],
    equipment_id_list: [equipment("barbell")],
    fitness_level: 3,
    seed: 11,
  };
  const first = await generate(user.api, body);
  const avoided = first.exercises.map((item) => item.exercise.id);

  const saved = await user.api.put(`${GENERATOR}/preferences`, {
    data: {
      avoid: avoided,
      home_equipment: [equipment("dumbbells"), { id: equipment("band") }],
      gym_equipment: [equipment("barbell")],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(((await saved.json()) as { home_equipment: number[] }).home_equipment).toEqual([
    equipment("dumbbells"),
    equipment("band"),
  ]);
  const second = await generate(user.api, body);
  expect(second.exercises.some((item) => avoided.includes(item.exercise.id))).toBe(false);

  const unknown = await user.api.put(`${GENERATOR}/preferences`, {
    data: { avoid: [99999999], home_equipment: [], gym_equipment: [] },
  });
  expect(unknown.status()).toBe(400);
  expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(/unknown exercise 99999999/);
});

test("visitors cannot read or keep a generator profile", async ({ request }) => {
  expect((await request.get(`${GENERATOR}/preferences`)).status()).toBe(401);
  expect((await request.put(`${GENERATOR}/preferences`, { data: { avoid: [] } })).status()).toBe(401);
});

test("a Premium user's hard training of the last 48 hours is spared and said", async ({ baseURL }) => {
  const user = await premiumUser(baseURL!, "generator-recent");
  const { muscle, equipment } = await idsOf(user.api);
  const dips = ((await (await user.api.get("/api-next/exercises/dips-triceps-version")).json()) as { id: number }).id;
  const started = new Date(Date.now() - 5 * 3_600_000);
  const logged = await user.api.post("/api-next/workout/logs", {
    data: {
      id: randomUUID(),
      title: "Arms",
      started_at: started.toISOString(),
      finished_at: new Date(started.getTime() + 40 * 60_000).toISOString(),
      revision: 1,
      entries: [
        {
          id: randomUUID(),
          exercise_id: dips,
          rest: 90,
          sets: Array.from({ length: 6 }, () => ({ id: randomUUID(), reps: 10, done: true })),
        },
      ],
    },
  });
  expect(logged.status(), await logged.text()).toBe(201);
  const plan = await generate(user.api, {
    muscles_id_list: [muscle("chest")],
    equipment_id_list: [equipment("barbell"), equipment("dumbbells")],
    fitness_level: 3,
  });
  expect(plan.summary.spared.map((entry) => entry.key)).toContain("triceps");
});

test("saving a generated plan follows the saving rules and keeps its seed and rule version", async ({
  baseURL,
  request,
}) => {
  const { muscle, equipment } = await idsOf(request);
  const plan = await generate(request, {
    muscles_id_list: [muscle("quads")],
    equipment_id_list: [equipment("bodyweight")],
    fitness_level: 2,
    goal: 1,
  });
  const { seed: _seed, ...generatorRequest } = plan.request;
  const payload = {
    name: `Legs ${randomUUID().slice(0, 6)}`,
    exercises: plan.exercises.map((item) => ({
      exercise: item.exercise.id,
      sets: item.sets,
      reps: item.reps,
      rest: item.rest,
      group: item.group,
    })),
    generator: { seed: plan.seed, rule_version: plan.rule_version, request: generatorRequest },
  };
  const visitor = await request.post(`${GENERATOR}/save`, { data: payload });
  expect(visitor.status()).toBe(403);
  expect(((await visitor.json()) as { error: { code: string } }).error.code).toBe("PLAN_LIMIT");

  const user = await signedUpUser(baseURL!, "generator-save");
  const saved = await user.api.post(`${GENERATOR}/save`, { data: payload });
  expect(saved.status(), await saved.text()).toBe(201);
  const workout = (await saved.json()) as {
    id: number;
    name: string;
    source: string;
    exercises: unknown[];
    generator: { seed: number; rule_version: number };
  };
  expect(workout.name).toBe(payload.name);
  expect(workout.source).toBe("AI");
  expect(workout.generator).toEqual({ seed: plan.seed, rule_version: plan.rule_version });
  expect(workout.exercises).toHaveLength(plan.exercises.length);
  const mine = (await (await user.api.get("/api-next/workout/builder/my-workouts")).json()) as {
    results: { id: number }[];
  };
  expect(mine.results.map((entry) => entry.id)).toContain(workout.id);

  const future = await user.api.post(`${GENERATOR}/save`, {
    data: { ...payload, name: "Later rules", generator: { ...payload.generator, rule_version: 99 } },
  });
  expect(future.status()).toBe(400);
  for (let index = 0; index < 2; index += 1)
    expect((await user.api.post(`${GENERATOR}/save`, { data: { ...payload, name: `More ${index}` } })).status()).toBe(
      201,
    );
  const over = await user.api.post(`${GENERATOR}/save`, { data: { ...payload, name: "One too many" } });
  expect(over.status()).toBe(403);
  expect(((await over.json()) as { error: { code: string } }).error.code).toBe("PLAN_LIMIT");
});
