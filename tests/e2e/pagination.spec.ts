import { expect, test } from "./fixtures";

const pages = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Pages" });

test.describe("pagination", () => {
  test("no results: the empty message and no pagination bar", async ({ page }) => {
    await page.goto("/exercises/neck/bosu-ball");
    await expect(page.getByText("no exercises found, try different filters")).toBeVisible();
    await expect(pages(page)).toHaveCount(0);
  });

  test("one page: no pagination bar", async ({ page }) => {
    await page.goto("/exercises/elbows/recovery");
    await expect(page.getByTestId("exercise-list").locator(".exercise-card")).toHaveCount(7);
    await expect(pages(page)).toHaveCount(0);
  });

  test("two pages: both numbers, next on the first and previous on the last", async ({ page }) => {
    await page.goto("/exercises/upper-spine/recovery");
    await expect(pages(page).getByRole("link", { name: /^Page \d$/ })).toHaveText(["1", "2"]);
    await expect(pages(page).getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/exercises/upper-spine/recovery/2",
    );
    await page.goto("/exercises/upper-spine/recovery/2");
    await expect(pages(page).getByRole("link", { name: "Previous" })).toHaveAttribute(
      "href",
      "/exercises/upper-spine/recovery",
    );
    await expect(pages(page).getByRole("link", { name: "Next" })).toHaveCount(0);
  });

  test("many pages: first, last, current and neighbours with gaps", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/exercises/chest/8?model=f");
    const numbers = await pages(page)
      .getByRole("link", { name: /^Page \d+$/ })
      .allTextContents();
    expect(numbers).toEqual(["1", "7", "8", "9", "17"]);
    await expect(pages(page).getByText("…")).toHaveCount(2);
    await expect(pages(page).getByRole("link", { name: "Page 8" })).toHaveAttribute("aria-current", "page");
    await expect(pages(page).getByRole("link", { name: "Page 9" })).toHaveAttribute(
      "href",
      "/exercises/chest/9?model=f",
    );
  });

  test("page 1 lives at the address without a number", async ({ page }) => {
    await page.goto("/exercises/chest/1");
    await expect(page).toHaveURL(/\/exercises\/chest$/);
  });
});
