import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADVANCED_MUSCLES, JOINTS, SIMPLE_MUSCLES } from "@/modules/catalogue/reference/muscles";
import { CALCULATORS } from "@/modules/content/pages";
import { readOriginalsFiles } from "@/modules/workouts/seed/read-originals";
import englishMessages from "../../../../messages/articles/en-us.json";
import { TRANSLATED_LOCALES } from "./article-file";
import { ARTICLE_CATEGORIES } from "./categories";
import { HERO_IDS } from "./heroes";
import { readArticleLibrary } from "./server/library";

/** The articles as shipped in data/articles: complete, long enough, translated, and every link lands. */
const library = readArticleLibrary();
const exerciseSlugs = new Set(
  (JSON.parse(readFileSync(path.resolve("data/catalogue/exercises.json"), "utf8")) as { slug: string }[]).map(
    (exercise) => exercise.slug,
  ),
);
const workoutSlugs = new Set(readOriginalsFiles().originals.map((workout) => workout.slug));
const muscleKeys = new Set<string>([...SIMPLE_MUSCLES, ...ADVANCED_MUSCLES, ...JOINTS].map((muscle) => muscle.id));
const fixedPaths = new Set<string>([
  "/exercises",
  "/workouts",
  "/calculators",
  ...CALCULATORS.map((page) => page.path),
]);

function lands(href: string): boolean {
  const [pathname = ""] = href.split(/[?#]/);
  const [, first = "", second = "", ...rest] = pathname.split("/");
  if (first === "exercise") return rest.length === 0 && exerciseSlugs.has(second);
  if (first === "workout") return rest.length === 0 && workoutSlugs.has(second);
  if (first === "articles") return rest.length === 0 && library.bySlug.has(second);
  if (first === "exercises" && second)
    return muscleKeys.has(second) && (rest.length === 0 || rest.join("/") === "recovery");
  return fixedPaths.has(pathname);
}

describe("our articles", () => {
  it("are at least twelve, with at least two in every category and some featured", () => {
    expect(library.articles.length).toBeGreaterThanOrEqual(12);
    for (const category of ARTICLE_CATEGORIES)
      expect(
        library.articles.filter((article) => article.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(2);
    expect(library.articles.filter((article) => article.featured).length).toBeGreaterThanOrEqual(2);
  });

  it.each(library.articles.map((article) => [article.slug, article] as const))(
    "%s is at least 800 words in sections, and links only to pages that exist",
    (_slug, article) => {
      expect(article.body.words).toBeGreaterThanOrEqual(800);
      expect(article.body.headings.filter((heading) => heading.level === 2).length).toBeGreaterThanOrEqual(3);
      expect(article.body.links.filter((href) => !lands(href))).toEqual([]);
      expect(article.body.links.some((href) => href.startsWith("/exercise/"))).toBe(true);
      expect(article.body.links.some((href) => href.startsWith("/workout/"))).toBe(true);
      expect(article.published <= article.updated).toBe(true);
    },
  );

  it("have category names, and titles and excerpts not left in English, in every other language", () => {
    for (const locale of TRANSLATED_LOCALES) {
      const words = library.translations[locale];
      expect(words, locale).toBeDefined();
      // Some category names are the same word in both languages (Nutrition in French); not all of them.
      expect(
        ARTICLE_CATEGORIES.some((category) => words?.categories[category] !== library.categoryNames[category]),
      ).toBe(true);
      for (const article of library.articles) {
        const translated = words?.articles[article.slug];
        expect(translated, `${locale} ${article.slug}`).toBeDefined();
        expect(translated?.title, `${locale} ${article.slug}`).not.toBe(article.title);
        expect(translated?.excerpt, `${locale} ${article.slug}`).not.toBe(article.excerpt);
      }
    }
  });

  const lines = (source: string) =>
    source
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line.split(/\s+/).length >= 4);
  const shape = (body: { headings: { level: number }[]; links: string[] }) => ({
    headings: body.headings.map((heading) => heading.level),
    links: [...body.links].sort(),
  });

  it.each(TRANSLATED_LOCALES)(
    "%s: every article has a translated body with the English sections and links, and no English line",
    (locale) => {
      for (const article of library.articles) {
        const body = library.bodies[locale]?.get(article.slug);
        expect(body, `${locale}/${article.slug}.md`).toBeDefined();
        if (!body) continue;
        expect(shape(body), `${locale}/${article.slug}.md`).toEqual(shape(article.body));
        expect(body.words, `${locale}/${article.slug}.md`).toBeGreaterThanOrEqual(article.body.words * 0.6);
        const english = new Set(lines(article.body.source));
        expect(
          lines(body.source).filter((line) => english.has(line)),
          `${locale}/${article.slug}.md`,
        ).toEqual([]);
      }
    },
  );

  it("each have a picture with alt text, and every picture is used", () => {
    expect(Object.keys(englishMessages.articles.heroAlt).sort()).toEqual([...HERO_IDS].sort());
    expect(new Set(library.articles.map((article) => article.hero))).toEqual(new Set(HERO_IDS));
  });
});
