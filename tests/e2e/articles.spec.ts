import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/accessibility";
import { expect, test } from "./fixtures";

/** Nothing wider than the window: no sideways scrolling. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

type JsonLd = {
  "@type": string;
  headline: string;
  datePublished: string;
  image: string[];
  inLanguage: string;
  wordCount: number;
};
async function articleJsonLd(page: Page): Promise<JsonLd> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? "{}") as JsonLd;
}

test.describe("articles", () => {
  test(
    "from the list to a category to an article with its contents and structured data",
    { tag: "@mobile" },
    async ({ page }) => {
      // Three pages, each checked with axe.
      test.slow();
      await page.goto("/articles");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles");
      await expect(page).toHaveTitle(/^Articles \| MoveAtlas/);
      const featured = page.getByTestId("featured-articles");
      await expect(featured.getByRole("heading", { name: "Featured" })).toBeVisible();
      await expect(featured.getByRole("article")).toHaveCount(4);
      const categories = page.getByRole("navigation", { name: "Article categories" });
      await expect(categories.getByRole("link", { name: "All (13 articles)" })).toHaveAttribute("aria-current", "page");
      await expectNoOverflow(page);
      await expectAccessible(page);

      await categories.getByRole("link", { name: /^Nutrition/ }).click();
      await expect(page).toHaveURL(/\/articles\/category\/nutrition$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nutrition articles");
      await expect(categories.getByRole("link", { name: "Nutrition (2 articles)" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByTestId("article-list").getByRole("article")).toHaveCount(2);

      await page.getByRole("link", { name: "Protein: how much you need and when to eat it" }).click();
      await expect(page).toHaveURL(/\/articles\/protein-how-much-and-when$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Protein: how much you need and when to eat it");
      await expect(page.getByTestId("reading-time")).toHaveText(/^\d+ min read$/);
      await expect(
        page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Nutrition" }),
      ).toBeVisible();
      await expect(page.getByRole("img", { name: /A plate with a quarter protein/ })).toBeVisible();
      // English reader, English body: no note about the language.
      await expect(page.getByTestId("body-language-note")).toHaveCount(0);

      const contents = page.getByTestId("article-toc");
      await expect(contents.getByRole("heading", { name: "On this page" })).toBeVisible();
      await contents.getByRole("link", { name: "Good sources" }).click();
      await expect(page).toHaveURL(/#good-sources$/);
      await expect(page.getByRole("heading", { level: 2, name: "Good sources" })).toBeInViewport();

      // Structured data is for crawlers, who load the page whole rather than navigate to it.
      await page.reload();
      const jsonLd = await articleJsonLd(page);
      expect(jsonLd["@type"]).toBe("Article");
      expect(jsonLd.headline).toBe("Protein: how much you need and when to eat it");
      expect(jsonLd.inLanguage).toBe("en-US");
      expect(jsonLd.wordCount).toBeGreaterThanOrEqual(800);
      expect(jsonLd.image[0]).toMatch(/\/article-image\/protein-how-much-and-when\.png\?v=/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /\/articles\/protein-how-much-and-when$/,
      );

      await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Related articles" }).getByRole("article")).toHaveCount(3);
      await expectNoOverflow(page);
      await expectAccessible(page);
    },
  );

  test("an article links to the exercises and workouts it names", async ({ page }) => {
    // Three different pages, the exercise and workout ones rendered on first request.
    test.slow();
    await page.goto("/articles/shoulder-muscles-three-heads");
    await page.getByRole("link", { name: "face pull" }).first().click();
    await expect(page).toHaveURL(/\/exercise\/face-pull$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Face Pull");
    await page.goBack();
    await page.getByRole("link", { name: "Shoulder Basics" }).click();
    await expect(page).toHaveURL(/\/workout\/shoulder-basics$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shoulder Basics");
  });

  test("the list goes on over pages; the featured articles stay on the first", async ({ page }) => {
    await page.goto("/articles");
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/articles\/page\/2$/);
    await expect(page).toHaveTitle(/Articles – page 2/);
    await expect(page.getByTestId("featured-articles")).toHaveCount(0);
    await expect(page.getByTestId("article-list").getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expectNoOverflow(page);
    await expectAccessible(page);
  });

  test(
    "in Arabic: right to left, the article itself in Arabic",
    { tag: "@mobile" },
    async ({ page }) => {
      test.slow();
      await page.goto("/ar-sa/articles/how-many-sets-per-muscle-per-week");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("كم مجموعة تحتاجها لكل عضلة في الأسبوع؟");
      await expect(page.getByTestId("body-language-note")).toHaveCount(0);
      await expect(page.getByTestId("reading-time")).toHaveText(/قراءة/);
      await expect(page.locator('div[lang="en-US"]')).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 2, name: "ما الذي يُعد مجموعة صعبة" })).toBeVisible();
      expect((await articleJsonLd(page)).headline).toBe("كم مجموعة تحتاجها لكل عضلة في الأسبوع؟");
      await expectNoOverflow(page);
      await expectAccessible(page);

      await page.getByRole("navigation", { name: "مسار التنقل" }).getByRole("link", { name: "كل المقالات" }).click();
      await expect(page).toHaveURL(/\/ar-sa\/articles$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("المقالات");
      await expectNoOverflow(page);
      await expectAccessible(page);
    },
  );

  test.describe("unknown addresses", () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("an unknown article or category answers 404 with a way back", async ({ page }) => {
      const response = await page.goto("/articles/no-such-article");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This article does not exist");
      await page.getByRole("link", { name: "All articles" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles");
      expect((await page.goto("/articles/category/cardio"))?.status()).toBe(404);
      expect((await page.goto("/articles/page/9"))?.status()).toBe(404);
      expect((await page.goto("/articles/page/1"))?.status()).toBe(404);
    });
  });
});
