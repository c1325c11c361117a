import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Records, from inside the page, what a selector showed at any moment: the indicators live for 500 ms. */
async function watch(page: Page, selector: string) {
  await page.evaluate((css) => {
    const seen = ((window as unknown as { __seen: Record<string, number> }).__seen ??= {});
    seen[css] = 0;
    new MutationObserver(() => {
      seen[css] = Math.max(seen[css] ?? 0, document.querySelectorAll(css).length);
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  }, selector);
  return () =>
    page.evaluate((css) => (window as unknown as { __seen: Record<string, number> }).__seen[css] ?? 0, selector);
}

test("navigating shows the top loading bar, then hides it", async ({ page }) => {
  await page.goto("/exercises/chest");
  await page.waitForLoadState("networkidle");
  const bar = page.getByRole("progressbar", { name: "Loading" });
  await expect(bar).toHaveCount(0);
  const seen = await watch(page, '[role="progressbar"]');
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/exercises\/chest\/2$/);
  await expect.poll(seen).toBe(1);
  await expect(bar).toHaveCount(0, { timeout: 3000 });
});

test("the list shows four skeleton cards over it while the next page loads", async ({ page }) => {
  await page.goto("/exercises/chest");
  await page.waitForLoadState("networkidle");
  const seen = await watch(page, '[data-testid="loading-overlay"] [data-testid="list-skeleton"] li');
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/exercises\/chest\/2$/);
  await expect.poll(seen).toBe(4);
  await expect(page.getByTestId("loading-overlay")).toHaveCount(0, { timeout: 3000 });
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
