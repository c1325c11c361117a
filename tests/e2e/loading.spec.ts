import { expect, test } from "./fixtures";

test("navigating shows the top loading bar, then hides it", async ({ page }) => {
  await page.goto("/exercises/chest");
  const bar = page.getByRole("progressbar", { name: "Loading" });
  await expect(bar).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/exercises\/chest\/2$/);
  await expect(bar).toHaveCount(0, { timeout: 3000 });
});

test.describe("narrow screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the listing's side panel is a slide-in drawer", async ({ page }) => {
    await page.goto("/exercises/chest");
    const drawer = page.getByRole("dialog", { name: "Body map and filters" });
    await expect(page.getByRole("switch", { name: "Advanced" })).not.toBeInViewport();
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: /Body map and filters/ }).click();
    await expect(drawer).toBeVisible();
    await expect(page.getByRole("switch", { name: "Advanced" })).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("switch", { name: "Advanced" })).not.toBeInViewport();
  });
});

test("the list shows four skeleton cards over it while the next page loads", async ({ page }) => {
  await page.goto("/exercises/chest");
  await page.waitForLoadState("networkidle");
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
  const overlay = page.getByTestId("loading-overlay");
  // One check while the overlay is up: it stays only 500 ms after the route changes.
  await expect(overlay.getByTestId("list-skeleton").locator("li")).toHaveCount(4);
  await expect(overlay).toHaveCount(0, { timeout: 3000 });
});
