import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * An exercise page, a workout page and an article in German, Japanese and Arabic show no sentence left in
 * English: every line of four words or more that the English page shows must read differently there.
 */
const PAGES = ["/exercise/barbell-squat", "/workout/barbell-basics-3x5", "/articles/warming-up-well"];
const LOCALES = ["de-de", "ja-jp", "ar-sa"] as const;
/** Words that stay themselves in every language (brand names, units). */
const SAME_EVERYWHERE = [/^MoveAtlas/, /^©/, /App Store|Google Play/];

async function lines(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator("h1").first()).toBeVisible();
  const text = await page.locator("body").innerText();
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.split(/\s+/).length >= 4 && !SAME_EVERYWHERE.some((pattern) => pattern.test(line)));
}

test.describe("no English left on translated pages", () => {
  test.slow();

  for (const locale of LOCALES) {
    test(`${locale}: exercise and workout pages`, { tag: "@mobile" }, async ({ page }, testInfo) => {
      for (const path of PAGES) {
        const english = new Set(await lines(page, path));
        expect(english.size, `${path} has English sentences to compare`).toBeGreaterThan(3);
        const translated = await lines(page, `/${locale}${path}`);
        const left = translated.filter((line) => english.has(line));
        expect(left, `${locale}${path} still in English`).toEqual([]);
        if (testInfo.project.name === "mobile") {
          await testInfo.attach(`${locale}${path.replaceAll("/", "-")}.png`, {
            body: await page.screenshot({ fullPage: false }),
            contentType: "image/png",
          });
        }
      }
    });
  }
});
