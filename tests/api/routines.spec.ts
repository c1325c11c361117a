import { expect, request as playwrightRequest, test } from "@playwright/test";
import { signedUpUser } from "../support/accounts";

type Routine = {
  id: number;
  slug: string;
  name: string;
  url: string;
  difficulty: { id: number; key: string };
  goal: { id: number; key: string };
  equipment: { id: number; key: string }[];
  muscles: { id: number }[];
  published_at: string;
};
type Page = { count: number; next: string | null; previous: string | null; results: Routine[] };
type Detail = Routine & { schedule: { week: number; days: { day: number; workout: { slug: string; url: string } | null }[] }[] };

const LIST = "/api-next/routines";
const MINE = "/api-next/routines/my-routines";

test.describe("our routines", () => {
  test("lists ten or more routines nine to a page, kept five minutes", async ({ request }) => {
    const response = await request.get(LIST);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=300");
    const first = (await response.json()) as Page;
    expect(first.count).toBeGreaterThanOrEqual(10);
    expect(first.results).toHaveLength(9);
    expect(first.previous).toBeNull();
    expect(first.next).toContain("offset=9");
    const last = (await (await request.get(`${LIST}?offset=9`)).json()) as Page;
    expect(last.results).toHaveLength(first.count - 9);
    expect(last.next).toBeNull();
    expect(last.previous).toContain("offset=0");
    const ids = [...first.results, ...last.results].map((routine) => routine.id);
    expect(new Set(ids).size).toBe(first.count);
  });

  test("filters by '|'-joined ids (empty ones ignored), any within a group and all across", async ({ request }) => {
    const only = async (query: string) =>
      ((await (await request.get(`${LIST}?limit=100&${query}`)).json()) as Page).results;
    const all = await only("");
    const kettlebells = await only("equipment=6");
    expect(kettlebells.length).toBeGreaterThan(0);
    expect(kettlebells.every((routine) => routine.equipment.some((kit) => kit.key === "kettlebells"))).toBe(true);
    const either = await only("equipment=6|1");
    expect(either.length).toBeGreaterThan(kettlebells.length);
    const intermediateStrength = await only("difficulty=3&goals=2");
    expect(intermediateStrength.map((routine) => routine.slug)).toContain("barbell-five-by-five");
    expect(intermediateStrength.every((routine) => routine.difficulty.id === 3 && routine.goal.id === 2)).toBe(true);
    const flexible = await only("goals=5");
    expect(flexible.map((routine) => routine.slug)).toEqual(["daily-mobility-reset"]);
    expect(await only("equipment=&difficulty=&muscles=&goals=")).toHaveLength(all.length);
    expect(await only("goals=5&difficulty=4")).toEqual([]);
  });

  test("orders by name, level and date both ways", async ({ request }) => {
    const ordered = async (ordering: string) =>
      ((await (await request.get(`${LIST}?limit=100&ordering=${ordering}`)).json()) as Page).results;
    const names = (await ordered("name")).map((routine) => routine.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    const easiest = (await ordered("difficulty")).map((routine) => routine.difficulty.id);
    expect(easiest).toEqual([...easiest].sort((a, b) => a - b));
    const hardest = (await ordered("-difficulty")).map((routine) => routine.difficulty.id);
    expect(hardest).toEqual([...hardest].sort((a, b) => b - a));
    const newest = (await ordered("-created_at")).map((routine) => routine.published_at);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  test("answers in the language asked for", async ({ request }) => {
    const german = (await (await request.get(`${LIST}?limit=100&locale=de-de`)).json()) as Page;
    expect(german.results.find((routine) => routine.slug === "push-pull-legs-8-weeks")?.name).toBe(
      "Push Pull Beine: 8 Wochen",
    );
  });

  test("answers one routine whole by id or slug, kept ten minutes; an unknown one is 404", async ({ request }) => {
    const bySlug = await request.get(`${LIST}/barbell-five-by-five`);
    expect(bySlug.status()).toBe(200);
    expect(bySlug.headers()["cache-control"]).toBe("public, max-age=600");
    const routine = (await bySlug.json()) as Detail;
    expect(routine.schedule).toHaveLength(8);
    expect(routine.schedule[0]?.days).toHaveLength(7);
    expect(routine.schedule[0]?.days[0]?.workout?.url).toBe("/workout/barbell-basics-3x5");
    expect(routine.schedule[0]?.days[1]?.workout).toBeNull();
    const byId = (await (await request.get(`${LIST}/${routine.id}`)).json()) as Detail;
    expect(byId.slug).toBe("barbell-five-by-five");
    const unknown = await request.get(`${LIST}/no-such-routine`);
    expect(unknown.status()).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    expect((await request.get(`${LIST}/99999`)).status()).toBe(404);
  });

  test("refuses bad parameters with 400 and other methods with 405", async ({ request }) => {
    for (const query of ["limit=0", "limit=101", "offset=-1", "ordering=random", "equipment=abc", "goals=1,2"]) {
      const response = await request.get(`${LIST}?${query}`);
      expect(response.status(), query).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION");
    }
    expect((await request.get(`${LIST}/Not_A_Slug`)).status()).toBe(400);
    expect((await request.post(LIST, { data: {} })).status()).toBe(405);
  });
});

test.describe("my routines", () => {
  test("visitors are asked to sign in", async ({ baseURL }) => {
    const visitor = await playwrightRequest.newContext({ baseURL });
    expect((await visitor.get(MINE)).status()).toBe(401);
    expect((await visitor.post(MINE, { data: { routine_id: "barbell-five-by-five" } })).status()).toBe(401);
    expect((await visitor.delete(`${MINE}/barbell-five-by-five`)).status()).toBe(401);
  });

  test("adds a routine once (a duplicate answers the same entry), lists it and removes it", async ({ baseURL }) => {
    const { api } = await signedUpUser(baseURL!, "routines-own");
    const added = await api.post(MINE, { data: { routine_id: "home-dumbbell-plan" } });
    expect(added.status()).toBe(201);
    const entry = (await added.json()) as { id: number; routine: Routine };
    const again = await api.post(MINE, { data: { routine_id: entry.routine.id } });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { id: number }).id).toBe(entry.id);
    const mine = await api.get(MINE);
    expect(mine.headers()["cache-control"]).toBe("private, no-store");
    expect(await mine.json()).toMatchObject({ count: 1, limit: 3, results: [{ routine: { slug: "home-dumbbell-plan" } }] });
    expect((await api.delete(`${MINE}/home-dumbbell-plan`)).status()).toBe(204);
    expect((await api.delete(`${MINE}/home-dumbbell-plan`)).status()).toBe(404);
    expect(((await (await api.get(MINE)).json()) as { count: number }).count).toBe(0);
  });

  test("a free user keeps three; six adds at once store three", async ({ baseURL }) => {
    const { api } = await signedUpUser(baseURL!, "routines-limit");
    const slugs = ((await (await api.get(`${LIST}?limit=6`)).json()) as Page).results.map((routine) => routine.slug);
    const statuses = await Promise.all(
      slugs.map(async (slug) => (await api.post(MINE, { data: { routine_id: slug } })).status()),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 403)).toHaveLength(3);
    const mine = (await (await api.get(MINE)).json()) as { count: number; results: { routine: Routine }[] };
    expect(mine.count).toBe(3);
    const outside = slugs.find((slug) => !mine.results.some((entry) => entry.routine.slug === slug))!;
    const refused = await api.post(MINE, { data: { routine_id: outside } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: "PLAN_LIMIT", message: expect.stringContaining("Upgrade to Premium"), details: { limit: 3 } },
    });
    const kept = mine.results[0]!.routine.slug;
    expect((await api.post(MINE, { data: { routine_id: kept } })).status()).toBe(200);
  });

  test("another user's routines are theirs alone", async ({ baseURL }) => {
    const owner = await signedUpUser(baseURL!, "routines-owner");
    const stranger = await signedUpUser(baseURL!, "routines-stranger");
    expect((await owner.api.post(MINE, { data: { routine_id: "barbell-five-by-five" } })).status()).toBe(201);
    expect(((await (await stranger.api.get(MINE)).json()) as { count: number }).count).toBe(0);
    expect((await stranger.api.delete(`${MINE}/barbell-five-by-five`)).status()).toBe(404);
    expect(((await (await owner.api.get(MINE)).json()) as { count: number }).count).toBe(1);
  });

  test("refuses a bad or unknown routine", async ({ baseURL }) => {
    const { api } = await signedUpUser(baseURL!, "routines-bad");
    for (const data of [{}, { routine_id: "" }, { routine_id: -1 }, { routine_id: "Bad Slug" }, { routine_id: [1] }]) {
      const response = await api.post(MINE, { data });
      expect(response.status(), JSON.stringify(data)).toBe(400);
    }
    expect((await api.post(MINE, { data: { routine_id: "no-such-routine" } })).status()).toBe(404);
    expect((await api.delete(`${MINE}/Bad_Slug`)).status()).toBe(400);
  });
});
