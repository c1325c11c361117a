import { expect, test } from "@playwright/test";

test.describe("sitemap and robots", () => {
  test("the sitemap lists every exercise, listing and workout in every locale", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    const { count } = (await (await request.get("/api-next/exercises?limit=1")).json()) as { count: number };
    expect(count).toBe(873);
    const exercisePaths = locs.filter((loc) => /\/exercise\/[a-z0-9-]+$/.test(loc));
    expect(exercisePaths).toHaveLength(count * 14);
    const origin = new URL(baseURL ?? "").origin;
    expect(locs).toContain(`${origin}/exercise/barbell-squat`);
    expect(locs).toContain(`${origin}/pt-br/exercise/barbell-squat`);
    expect(locs).toContain(`${origin}/ar-sa/exercises/chest`);
    expect(locs).toContain(`${origin}/exercises/knees/recovery`);
    expect(locs).toContain(`${origin}/ja-jp/exercises/chest/barbell`);
    expect(locs).toContain(`${origin}/exercises/upper-pectoralis`);
    const workouts = (await (await request.get("/api-next/workout/originals/workouts?limit=1")).json()) as {
      count: number;
    };
    expect(locs.filter((loc) => /\/workout\/[a-z0-9-]+$/.test(loc))).toHaveLength(workouts.count * 14);
    expect(locs).toContain(`${origin}/workouts`);
    expect(locs).toContain(`${origin}/de-de/workout/full-body-first-steps`);
    expect(locs).toContain(`${origin}/pricing`);
    expect(locs).toContain(`${origin}/fa-ir/gopremium`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  test("robots.txt points at the sitemap of this site and keeps crawlers out of the API", async ({
    request,
    baseURL,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${new URL(baseURL ?? "").origin}/sitemap.xml`);
    expect(text).toContain("Disallow: /api-next/");
  });

  test("browsers that ask for /favicon.ico get our icon", async ({ request }) => {
    const response = await request.get("/favicon.ico");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});
