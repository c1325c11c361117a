import { expect, test } from "@playwright/test";

type Suggestions = { suggestions: { slug: string; name: string; name_en_us: string; [key: string]: unknown }[] };

test.describe("GET /api-next/search/exercises", () => {
  test("answers nothing for queries under three characters", async ({ request }) => {
    expect(await (await request.get("/api-next/search/exercises?q=ab")).json()).toEqual({ suggestions: [] });
    expect(await (await request.get("/api-next/search/exercises")).json()).toEqual({ suggestions: [] });
  });

  test("ranks exact and prefix matches first", async ({ request }) => {
    const body = (await (
      await request.get("/api-next/search/exercises?q=Barbell%20Squat&size=5")
    ).json()) as Suggestions;
    expect(body.suggestions).toHaveLength(5);
    expect(body.suggestions[0]?.slug).toBe("barbell-squat");
  });

  test("is accent-insensitive, typo-tolerant and localized", async ({ request }) => {
    const accents = (await (
      await request.get("/api-next/search/exercises?q=developpe%20couche", { headers: { "accept-language": "fr-FR" } })
    ).json()) as Suggestions;
    expect(accents.suggestions[0]?.name).toMatch(/Développé couché/i);
    expect(accents.suggestions[0]).toHaveProperty("name_fr_fr");
    const typo = (await (await request.get("/api-next/search/exercises?q=benchpres")).json()) as Suggestions;
    expect(typo.suggestions.slice(0, 5).some((item) => /bench press/i.test(item.name_en_us))).toBe(true);
  });

  test("rejects a bad size with 400", async ({ request }) => {
    const response = await request.get("/api-next/search/exercises?q=squat&size=1000");
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/size/);
  });
});
