import { expect, test, type APIRequestContext } from "@playwright/test";

type Suggestions = { suggestions: { slug: string; name: string }[] };

async function slugs(request: APIRequestContext, q: string, size = 20): Promise<string[]> {
  const response = await request.get(`/api-next/search/exercises?${new URLSearchParams({ q, size: String(size) })}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Suggestions).suggestions.map((item) => item.slug);
}

test.describe("search quality over HTTP", () => {
  test("a swapped or dropped letter still finds the squats, staples first", async ({ request }) => {
    for (const q of ["sqaut", "sqat"]) {
      expect((await slugs(request, q)).slice(0, 2), q).toEqual(["barbell-squat", "bodyweight-squat"]);
    }
  });

  test("the common exercise comes before the rare variant holding the same word", async ({ request }) => {
    const found = await slugs(request, "squat", 100);
    expect(found[0]).toBe("barbell-squat");
    expect(found.indexOf("bodyweight-squat")).toBeLessThan(found.indexOf("squat-jerk"));
    expect(found.slice(0, 10)).not.toContain("squat-jerk");
  });

  test("LIKE wildcards are plain characters and match nothing", async ({ request }) => {
    expect(await slugs(request, "%%%", 100)).toEqual([]);
    expect(await slugs(request, "___", 100)).toEqual([]);
  });
});
