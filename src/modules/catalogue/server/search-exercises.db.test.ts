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

  it("ranks the exact name first, then names holding the whole phrase, the more common first", async () => {
    const slugs = (await search("barbell squat")).map((item) => item.slug);
    expect(slugs[0]).toBe("barbell-squat");
    const phrase = [
      "front-barbell-squat",
      "wide-stance-barbell-squat",
      "barbell-squat-to-a-bench",
      "one-leg-barbell-squat",
    ];
    const lastPhrase = Math.max(...phrase.map((slug) => slugs.indexOf(slug)));
    expect(slugs.slice(1, 1 + phrase.length + 1)).toEqual(expect.arrayContaining(phrase));
    // Both words, but not as the phrase: after every name that holds it.
    expect(slugs.indexOf("barbell-full-squat")).toBeGreaterThan(lastPhrase);
    expect(slugs.indexOf("front-barbell-squat")).toBeLessThan(slugs.indexOf("barbell-squat-to-a-bench"));
  });

  it("puts the staples before rare variants that hold the same word", async () => {
    const slugs = (await search("squat")).map((item) => item.slug);
    expect(slugs[0]).toBe("barbell-squat");
    expect(slugs.indexOf("bodyweight-squat")).toBeLessThan(5);
    expect(slugs.indexOf("squat-jerk")).toBeGreaterThan(slugs.indexOf("bodyweight-squat"));
    expect(slugs.indexOf("squat-jerk")).toBeGreaterThan(10);
  });

  it("finds a word with two letters swapped or one dropped", async () => {
    for (const typo of ["sqaut", "sqat", "SQAUT"]) {
      const slugs = (await search(typo)).map((item) => item.slug);
      expect(slugs.slice(0, 2), typo).toEqual(["barbell-squat", "bodyweight-squat"]);
    }
    expect((await search("dedalift")).map((item) => item.slug).slice(0, 3)).toContain("barbell-deadlift");
    expect((await search("barbell sqaut")).map((item) => item.slug)[0]).toBe("barbell-squat");
  });

  it("takes LIKE wildcards as the plain characters they are", async () => {
    expect(await search("%%%")).toEqual([]);
    expect(await search("___")).toEqual([]);
    expect(await search("%_%_")).toEqual([]);
    expect(await search("\\%")).toEqual([]);
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
