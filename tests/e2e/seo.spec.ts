import { expect, test } from "./fixtures";

test.describe("findable pages", () => {
  test("a listing has a canonical URL and hreflang alternates for all fourteen locales", async ({ page }) => {
    await page.goto("/pt-br/exercises/chest/barbell?model=f");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/pt-br\/exercises\/chest\/barbell$/);
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(15);
    await expect(page.locator('link[hreflang="ar-SA"]')).toHaveAttribute("href", /\/ar-sa\/exercises\/chest\/barbell$/);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute("href", /\/exercises\/chest\/barbell$/);
  });

  test("an exercise page describes itself with JSON-LD and Open Graph", async ({ page }) => {
    await page.goto("/exercise/barbell-squat");
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
      "@type": string;
      name: string;
      step: { text: string }[];
      tool: { name: string }[];
    };
    expect(json["@type"]).toBe("HowTo");
    expect(json.name).toBe("Barbell Squat");
    expect(json.step.length).toBeGreaterThanOrEqual(3);
    expect(json.tool[0]?.name).toBe("Barbell");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Barbell Squat");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/exercise\/barbell-squat$/);
  });
});
