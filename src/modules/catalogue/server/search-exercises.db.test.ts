import { describe, expect, it } from "vitest";
import { testDrivers } from "@/db/testing/test-database";
import { searchQuerySchema } from "../schemas";
import { seededDatabase } from "../testing/seeded-database";
import { searchExercises } from "./search-exercises";

describe.each(testDrivers())("exercise search on %s", (driver) => {
  const database = seededDatabase(driver);

  const search = async (q: string, locale: Parameters<typeof searchExercises>[2] = "en-us", size = "100") =>
    (await searchExercises(database().db, searchQuerySchema.parse({ q, size }), locale)).suggestions;

  it("answers nothing under three characters", async () => {
    expect(await search("pu")).toEqual([]);
    expect(await search("  p ")).toEqual([]);
  });

  it("ranks the exact name first, then names starting with the query", async () => {
    const results = await search("barbell squat");
    expect(results[0]?.slug).toBe("barbell-squat");
    expect(results[1]?.name_en_us).toBe("Barbell Squat To A Bench");
    const firstOther = results.findIndex((item) => !item.name_en_us.toLowerCase().startsWith("barbell squat"));
    expect(firstOther).toBe(2);
  });

  it("tolerates typos", async () => {
    const names = (await search("dumbel bicep curl")).slice(0, 5).map((item) => item.name_en_us);
    expect(names.some((name) => /dumbbell.*curl/i.test(name))).toBe(true);
  });

  it("matches without accents and in the visitor's locale", async () => {
    const portuguese = await search("agachamento", "pt-br");
    expect(portuguese.length).toBeGreaterThan(3);
    expect(portuguese[0]?.name.toLowerCase()).toContain("agachamento");
    expect(portuguese[0]?.name_pt_br).toBe(portuguese[0]?.name);
    const folded = await search("developpe couche", "fr-fr");
    expect(folded.some((item) => /développé couché/i.test(item.name))).toBe(true);
  });

  it("still finds English names from another locale", async () => {
    const results = await search("deadlift", "ja-jp");
    expect(results.length).toBeGreaterThan(3);
    expect(results[0]?.name_en_us.toLowerCase()).toContain("deadlift");
  });

  it("answers the spec's suggestion shape and respects size", async () => {
    const [first] = await search("push-up", "de-de", "3");
    expect(first).toMatchObject({
      target_url: `/exercise/${first?.slug}`,
      urls: { male: `/exercise/${first?.slug}`, female: `/exercise/${first?.slug}?model=f` },
      category: { name_en_us: expect.any(String) },
      difficulty: { name: expect.any(String), name_en_us: expect.any(String) },
      images: { male: { og_image: expect.stringContaining(".png"), branded_video: null } },
    });
    expect(first).toHaveProperty("name_de_de");
    expect(await search("push-up", "de-de", "3")).toHaveLength(3);
  });
});
