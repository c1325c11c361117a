import { expect, type Page } from "@playwright/test";

/** Clicks a point that really belongs to the region (its box's centre may be a gap between two shapes). */
export async function clickRegion(page: Page, selector: string) {
  const region = page.locator(selector).first();
  await region.scrollIntoViewIfNeeded();
  const point = await region.evaluate((region) => {
    const box = region.getBoundingClientRect();
    for (let y = 0.5; y < 1; y += 0.05)
      for (let x = 0.1; x < 1; x += 0.05) {
        const [px, py] = [box.left + box.width * x, box.top + box.height * y];
        if (document.elementFromPoint(px, py)?.closest("[data-region]") === region) return { x: px, y: py };
      }
    return null;
  });
  if (!point) throw new Error(`no visible point on ${selector}`);
  await page.mouse.click(point.x, point.y);
}

/** Below 1024 px the listing's map sits in a drawer: opens it, unless a page change inside left it open. */
export async function openFilters(page: Page, label = "Body map and filters") {
  if ((page.viewportSize()?.width ?? 1280) >= 1024) return;
  await page.waitForLoadState("networkidle");
  const trigger = page.getByRole("button", { name: label });
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  await expect(page.getByRole("dialog", { name: label })).toBeInViewport();
}
