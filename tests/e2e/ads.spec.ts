import { expect, test } from "./fixtures";

test("a listing shows a house ad after each exercise, linking to Premium", { tag: "@mobile" }, async ({ page }) => {
  await page.goto("/exercises/chest");
  const list = page.getByTestId("exercise-list");
  const items = list.locator(":scope > li");
  const count = await items.count();
  expect(count).toBe(20);
  for (let index = 0; index < count; index += 2) {
    await expect(items.nth(index).locator(".exercise-card")).toBeVisible();
    await expect(items.nth(index + 1).locator('[data-ad="house"]')).toBeVisible();
  }
  await items.nth(1).getByRole("link").click();
  await expect(page).toHaveURL(/\/gopremium$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("MoveAtlas Premium");
  await expect(page.getByText(/7-day free trial at \$0\.00/)).toBeVisible();
});
