import { expect, test, type APIRequestContext } from "@playwright/test";

type Category = { slug: string; name: string; name_en_us: string };
type Article = {
  slug: string;
  title: string;
  excerpt: string;
  category: Category;
  featured_article: boolean;
  published_at: string;
  reading_minutes: number;
  word_count: number;
  image: string;
  url: string;
  language: string;
  body?: string;
  headings?: { id: string; level: number; text: string }[];
};
type Page = { count: number; next: string | null; previous: string | null; results: Article[] };
type Categories = { count: number; results: (Category & { count: number })[] };

const ARTICLES = "/api-next/article/articles";
const CATEGORIES = "/api-next/article/categories";

async function page(request: APIRequestContext, query = "") {
  const response = await request.get(`${ARTICLES}${query}`);
  expect(response.status(), query).toBe(200);
  return (await response.json()) as Page;
}

test.describe("articles API", () => {
  test("lists all articles ten at a time, newest first, with next and previous links", async ({ request }) => {
    const response = await request.get(ARTICLES);
    expect(response.headers()["cache-control"]).toContain("public");
    expect(response.headers()["vary"]).toContain("Accept-Language");
    const first = (await response.json()) as Page;
    expect(first.count).toBeGreaterThanOrEqual(12);
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    expect(first.next).toContain("offset=10");
    expect(first.next).toContain("limit=10");
    const dates = first.results.map((article) => article.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.results[0]).not.toHaveProperty("body");

    const second = await page(request, "?offset=10");
    expect(second.results).toHaveLength(first.count - 10);
    expect(second.next).toBeNull();
    expect(second.previous).toContain("offset=0");
    const slugs = [...first.results, ...second.results].map((article) => article.slug);
    expect(new Set(slugs).size).toBe(first.count);

    const small = await page(request, "?limit=3&offset=3");
    expect(small.results.map((article) => article.slug)).toEqual(slugs.slice(3, 6));
  });

  test("featured_article=True lists the featured five at a time; False lists the others ten at a time", async ({
    request,
  }) => {
    const all = await page(request, "?limit=100");
    const featured = await page(request, "?featured_article=True");
    const wantedFeatured = all.results.filter((article) => article.featured_article);
    expect(featured.count).toBe(wantedFeatured.length);
    expect(featured.results).toHaveLength(Math.min(5, wantedFeatured.length));
    expect(featured.results.every((article) => article.featured_article)).toBe(true);
    const two = await page(request, "?featured_article=True&limit=2");
    expect(two.results).toHaveLength(2);
    expect(two.next).toContain("featured_article=True");

    const others = await page(request, "?featured_article=False");
    expect(others.count).toBe(all.count - wantedFeatured.length);
    expect(others.results).toHaveLength(Math.min(10, others.count));
    expect(others.results.some((article) => article.featured_article)).toBe(false);
  });

  test("filters by category", async ({ request }) => {
    const nutrition = await page(request, "?category=nutrition");
    expect(nutrition.count).toBeGreaterThanOrEqual(2);
    for (const article of nutrition.results) expect(article.category.slug).toBe("nutrition");
    const featuredNutrition = await page(request, "?category=nutrition&featured_article=True");
    expect(
      featuredNutrition.results.every((article) => article.category.slug === "nutrition" && article.featured_article),
    ).toBe(true);
  });

  test("gives one article whole by slug, in the caller's language, and 404 for an unknown slug", async ({
    request,
  }) => {
    const one = await page(request, "?slug=protein-how-much-and-when");
    expect(one.count).toBe(1);
    const [article] = one.results;
    expect(article?.slug).toBe("protein-how-much-and-when");
    expect(article?.category.slug).toBe("nutrition");
    expect(article?.body).toContain("## How much per day");
    expect(article?.body).toContain("](/exercise/");
    expect(article?.headings?.[0]).toMatchObject({ level: 2 });
    expect(article?.word_count).toBeGreaterThanOrEqual(800);
    expect(article?.reading_minutes).toBe(Math.ceil((article?.word_count ?? 0) / 230));

    const german = await page(request, "?slug=protein-how-much-and-when&locale=de-de");
    expect(german.results[0]?.title).toBe("Protein: wie viel du brauchst und wann du es isst");
    expect(german.results[0]?.category.name).toBe("Ernährung");
    expect(german.results[0]?.category.name_en_us).toBe("Nutrition");
    // The body is the German one, and says which language it is in.
    expect(german.results[0]?.language).toBe("de-de");
    expect(german.results[0]?.body).toContain("## Warum Protein fürs Training wichtig ist");
    expect(german.results[0]?.url).toBe("/de-de/articles/protein-how-much-and-when");

    const byHeader = await request.get(`${ARTICLES}?slug=protein-how-much-and-when`, {
      headers: { "Accept-Language": "ja-JP,ja;q=0.9" },
    });
    expect(((await byHeader.json()) as Page).results[0]?.title).toBe("タンパク質：必要な量と摂るタイミング");

    const missing = await request.get(`${ARTICLES}?slug=no-such-article`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toContain("no-store");
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });

  test("the spec's trailing-slash addresses lead to the same answers", async ({ request }) => {
    const slashed = await request.get(`${ARTICLES}/?category=recovery`);
    expect(slashed.status()).toBe(200);
    expect(((await slashed.json()) as Page).results.every((article) => article.category.slug === "recovery")).toBe(
      true,
    );
    expect((await request.get(`${CATEGORIES}/`)).status()).toBe(200);
  });

  test("lists the five categories with their counts, named in the caller's language", async ({ request }) => {
    const response = await request.get(CATEGORIES);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("public");
    const categories = (await response.json()) as Categories;
    expect(categories.results.map((category) => category.slug)).toEqual([
      "training",
      "muscles-and-anatomy",
      "nutrition",
      "recovery",
      "equipment",
    ]);
    const all = await page(request, "?limit=100");
    for (const category of categories.results) {
      expect(category.count).toBeGreaterThanOrEqual(2);
      expect(category.count).toBe(all.results.filter((article) => article.category.slug === category.slug).length);
    }
    const french = (await (await request.get(`${CATEGORIES}?locale=fr-fr`)).json()) as Categories;
    expect(french.results.find((category) => category.slug === "recovery")?.name).toBe("Récupération");
  });

  test("refuses bad parameters with 400 and a message naming the parameter", async ({ request }) => {
    const cases: [string, RegExp][] = [
      ["?category=cardio", /^category: must be one of training, muscles-and-anatomy/],
      ["?limit=0", /^limit: must be between 1 and 100/],
      ["?limit=500", /^limit: must be between 1 and 100/],
      ["?limit=ten", /^limit: must be a number/],
      ["?offset=-5", /^offset: must be 0 or more/],
      ["?featured_article=yes", /^featured_article: must be True or False/],
      ["?slug=Not%20A%20Slug", /^slug: must be an article slug/],
    ];
    for (const [query, message] of cases) {
      const response = await request.get(`${ARTICLES}${query}`);
      expect(response.status(), query).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code, query).toBe("VALIDATION");
      expect(body.error.message, query).toMatch(message);
    }
    expect((await request.post(ARTICLES, { data: {} })).status()).toBe(405);
  });

  test("every article's picture is served as SVG and PNG, cached a year at its versioned address", async ({
    request,
  }) => {
    const all = await page(request, "?limit=100");
    for (const article of all.results) {
      const response = await request.get(article.image);
      expect(response.status(), article.slug).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/svg+xml");
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
    }
    const unversioned = await request.get("/article-image/sleep-and-recovery.png");
    expect(unversioned.status()).toBe(200);
    expect(unversioned.headers()["content-type"]).toBe("image/png");
    expect(unversioned.headers()["cache-control"]).toContain("max-age=86400");
    expect((await request.get("/article-image/no-such-article.svg")).status()).toBe(404);
    expect((await request.get("/article-image/sleep-and-recovery.gif")).status()).toBe(404);
  });
});
