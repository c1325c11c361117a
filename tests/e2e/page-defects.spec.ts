import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** On narrow screens the map and its filters sit in a drawer: open it first. */
async function openFilters(page: Page) {
  const trigger = page.getByRole("button", { name: /Body map and filters/ });
  if (await trigger.isVisible()) await trigger.click();
}

/** Card texts whose box is smaller than their text: cut by an ellipsis or a line clamp. */
function cutTexts(page: Page, list: string) {
  return page
    .locator(`${list} a :is(h2, h3, p)`)
    .evaluateAll((elements) =>
      elements
        .filter(
          (element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
        )
        .map((element) => element.textContent),
    );
}

test.describe("listing screens", () => {
  test("choosing equipment takes the skeleton off as soon as its results are shown", async ({ page }) => {
    await page.goto("/exercises/chest");
    await page.waitForLoadState("networkidle");
    // Timed inside the page: the moment the new results are drawn, and the moment the skeleton goes.
    await page.evaluate(() => {
      const times: { shown?: number; cleared?: number } = {};
      (window as unknown as { __times: typeof times }).__times = times;
      new MutationObserver(() => {
        const now = performance.now();
        const heading = document.querySelector("h1")?.textContent;
        if (times.shown === undefined && heading === "Chest exercises with Barbell") times.shown = now;
        if (
          times.shown !== undefined &&
          times.cleared === undefined &&
          !document.querySelector('[data-testid="loading-overlay"]')
        )
          times.cleared = now;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await openFilters(page);
    await page.locator("label.chip", { hasText: /^Barbell$/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chest exercises with Barbell");
    const times = () =>
      page.evaluate(() => (window as unknown as { __times: { shown?: number; cleared?: number } }).__times);
    await expect.poll(async () => (await times()).cleared).toBeDefined();
    const { shown = 0, cleared = 0 } = await times();
    expect(cleared - shown).toBeLessThan(150);
  });

  test("card names and details wrap instead of being cut", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/exercises/chest");
    await expect(page.getByTestId("exercise-list").getByRole("link").first()).toBeVisible();
    expect(await cutTexts(page, '[data-testid="exercise-list"]')).toEqual([]);
  });

  test("the first Tab offers a skip link that moves focus to the results", async ({ page }) => {
    await page.goto("/exercises/chest");
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to results" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#results")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("exercise-list").getByRole("link").first()).toBeFocused();
  });

  test("a cardio listing is titled for the cardio work it lists", async ({ page }) => {
    await page.goto("/exercises/chest/cardio");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cardio exercises");
    await expect(page).toHaveTitle("Cardio exercises | MoveAtlas");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^\d+ cardio exercises/);
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute("content", /Chest/);
  });

  test("cards of an advanced listing name the advanced muscles they target", async ({ page }) => {
    await page.goto("/exercises/lateral-deltoid");
    const details = page.getByTestId("exercise-list").locator("a p");
    await expect(details.first()).toContainText("Lateral Deltoid");
    expect(await details.allTextContents()).not.toContainEqual(expect.stringContaining("Front Shoulders"));
  });
});

test.describe("exercise screens", () => {
  test("alternatives are headed one level below their section", async ({ page }) => {
    await page.goto("/exercise/barbell-squat");
    const alternatives = page.getByTestId("substitutions");
    await expect(page.getByRole("heading", { level: 2, name: "Alternatives" })).toBeVisible();
    await expect(alternatives.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(alternatives.getByRole("heading", { level: 2 })).toHaveCount(0);
  });

  test("alternatives wrap their names and targets instead of cutting them", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/exercise/barbell-squat");
    await expect(page.getByTestId("substitutions").getByRole("link").first()).toBeVisible();
    expect(await cutTexts(page, '[data-testid="substitutions"]')).toEqual([]);
  });
});

test.describe("the map of all muscles", () => {
  test(
    "/exercises shows every muscle and joint with the body map, each linking to its listing",
    { tag: "@mobile" },
    async ({ page }) => {
      const response = await page.goto("/exercises");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle("Exercises by muscle | MoveAtlas");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /every muscle/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exercises by muscle");
      await expect(page.locator("[data-region]").first()).toBeAttached();
      const index = page.getByTestId("muscle-index");
      await expect(index.getByRole("link", { name: "Chest", exact: true })).toHaveAttribute("href", "/exercises/chest");
      await expect(index.getByRole("link", { name: "Lateral Deltoid" })).toHaveAttribute(
        "href",
        "/exercises/lateral-deltoid",
      );
      await expect(index.getByRole("link", { name: "Knees" })).toHaveAttribute("href", "/exercises/knees/recovery");
      await expect(index.getByRole("link")).toHaveCount(56);
    },
  );

  test("is translated and keeps the female model", async ({ page }) => {
    await page.goto("/ar-sa/exercises?model=f");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Exercises by muscle");
    await expect(page).not.toHaveTitle(/Exercises by muscle/);
    await expect(page.getByTestId("muscle-index").getByRole("link").first()).toHaveAttribute(
      "href",
      /^\/ar-sa\/exercises\/[a-z-]+(\/recovery)?\?model=f$/,
    );
  });
});

test.describe("not found", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const path of ["/no-such-page", "/exercises/no-such-muscle", "/exercise/no-such-exercise"]) {
    test(`${path} is titled 'Page not Found'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Page not Found | MoveAtlas");
    });
  }

  test("the title is in the page's language", async ({ page }) => {
    await page.goto("/de-de/exercises/no-such-muscle");
    await expect(page).toHaveTitle("Seite nicht gefunden | MoveAtlas");
  });
});
