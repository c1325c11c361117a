import { expect, test } from "@playwright/test";

type Exercise = {
  id: number;
  slug: string;
  name: string;
  difficulty: { key: string };
  equipment: { key: string }[];
  muscles_primary: { url_name: string }[];
};
type Page = { count: number; next: string | null; previous: string | null; results: Exercise[] };

test.describe("GET /api-next/exercises", () => {
  test("filters by muscle and pages with next and previous links", async ({ request }) => {
    const first = await request.get("/api-next/exercises?muscle=chest&limit=5");
    expect(first.status()).toBe(200);
    const page1 = (await first.json()) as Page;
    expect(page1.results).toHaveLength(5);
    expect(page1.previous).toBeNull();
    expect(page1.next).toBe("/api-next/exercises?muscle=chest&limit=5&offset=5");
    const page2 = (await (await request.get(page1.next ?? "")).json()) as Page;
    expect(page2.count).toBe(page1.count);
    expect(page2.previous).toBe("/api-next/exercises?muscle=chest&limit=5&offset=0");
    expect(page2.results.map((e) => e.id)).not.toContain(page1.results[0]?.id);
  });

  test("combines equipment, difficulty and category filters", async ({ request }) => {
    const response = await request.get(
      "/api-next/exercises?muscle=quads&equipment=barbell&difficulty=intermediate&category=strength&limit=50",
    );
    const body = (await response.json()) as Page;
    expect(body.count).toBeGreaterThan(0);
    for (const exercise of body.results) {
      expect(exercise.equipment[0]?.key).toBe("barbell");
      expect(exercise.difficulty.key).toBe("intermediate");
    }
  });

  test("answers bad query values with 400 and a message", async ({ request }) => {
    for (const [query, message] of [
      ["limit=500", /limit: must be between 1 and 100/],
      ["offset=-1", /offset/],
      ["muscle=wings", /Unknown muscle: wings/],
      ["equipment=spaceship", /Unknown equipment: spaceship/],
      ["difficulty=godlike", /Unknown difficulty/],
      ["muscle=DROP%20TABLE", /muscle: must be a lower-case key/],
    ] as const) {
      const response = await request.get(`/api-next/exercises?${query}`);
      expect(response.status(), query).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("VALIDATION");
      expect(body.error.message).toMatch(message);
    }
  });

  test("answers in the requested locale", async ({ request }) => {
    const response = await request.get("/api-next/exercises/difficulties", { headers: { "accept-language": "de-DE" } });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { count: number; results: { name_en_us: string }[] };
    expect(body.results.map((d) => d.name_en_us)).toEqual(["Novice", "Beginner", "Intermediate", "Advanced"]);
  });
});

test.describe("GET /api-next/exercises/{id or slug}", () => {
  test("finds an exercise by slug and by id", async ({ request }) => {
    const bySlug = (await (
      await request.get("/api-next/exercises/barbell-bench-press-medium-grip")
    ).json()) as Exercise;
    expect(bySlug.name).toMatch(/Bench Press/);
    const byId = await request.get(`/api-next/exercises/${bySlug.id}`);
    expect(byId.status()).toBe(200);
    expect(((await byId.json()) as Exercise).slug).toBe(bySlug.slug);
  });

  test("answers 404 for an unknown exercise and 400 for a malformed reference", async ({ request }) => {
    const missing = await request.get("/api-next/exercises/no-such-exercise");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: "NOT_FOUND", message: "Exercise not found", details: { what: "exercise" } },
    });
    expect((await request.get("/api-next/exercises/Not_A_Slug")).status()).toBe(400);
  });
});

test.describe("taxonomy lists", () => {
  test("muscles, muscle groups, difficulties, equipment and goals", async ({ request }) => {
    const muscles = (await (await request.get("/api-next/exercises/muscles")).json()) as {
      results: { muscle_name: string; kind: string }[];
    };
    expect(muscles.results.map((m) => m.muscle_name)).toEqual(
      expect.arrayContaining(["chest", "mid-lower-pectoralis", "scapula"]),
    );
    const groups = (await (await request.get("/api-next/exercises/muscle-groups")).json()) as { count: number };
    expect(groups.count).toBe(19);
    const equipment = (await (await request.get("/api-next/exercises/equipment")).json()) as { count: number };
    // The spec's 17 keys and strongman implements.
    expect(equipment.count).toBe(18);
    const generator = (await (
      await request.get("/api-next/exercises/equipment?include_in_workout_generator=true&enable=true")
    ).json()) as { count: number; results: { include_in_workout_generator: boolean }[] };
    expect(generator.results.every((kit) => kit.include_in_workout_generator)).toBe(true);
    expect(generator.count).toBeLessThan(18);
    expect((await request.get("/api-next/exercises/equipment?enable=maybe")).status()).toBe(400);
    const goals = (await (await request.get("/api-next/goals")).json()) as { count: number };
    expect(goals.count).toBeGreaterThan(0);
  });
});
