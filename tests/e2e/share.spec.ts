import { expect, test } from "./fixtures";

test.describe("sharing an exercise", () => {
  test("copies the share link and confirms for two seconds", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/exercise/barbell-squat");
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("button", { name: "Link copied!" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${new URL(baseURL ?? "").origin}/exercises/\\d+$`));
    await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 3000 });

    await page.goto(copied);
    await expect(page).toHaveURL(/\/exercise\/barbell-squat$/);
  });

  test("the page as served already links the full share address", async ({ request, baseURL }) => {
    const html = await (await request.get("/exercise/barbell-squat")).text();
    const shared = encodeURIComponent(`${new URL(baseURL ?? "").origin}/exercises/`);
    expect(html).toMatch(new RegExp(`facebook\\.com/sharer/sharer\\.php\\?u=${shared}\\d+"`));
  });

  test("offers two social links and a QR code in a modal", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/pt-br/exercise/barbell-squat");
    const share = page.getByRole("group", { name: /Compartilhar|Share/ });
    await expect(share.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      /facebook\.com.*%2Fpt-br%2Fexercises%2F\d+/,
    );
    await expect(share.getByRole("link", { name: "X" })).toHaveAttribute("href", /twitter\.com\/intent\/tweet/);
    await share.getByRole("button", { name: /QR/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("qr-code").locator("svg")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test("an exercise page ranks alternatives for the same muscles", async ({ page }) => {
  await page.goto("/exercise/barbell-bench-press-medium-grip");
  const alternatives = page.getByTestId("substitutions").getByRole("link");
  await expect(alternatives).toHaveCount(6);
  await alternatives.first().click();
  await expect(page).toHaveURL(/\/exercise\/[a-z0-9-]+$/);
  await expect(page.getByRole("region", { name: "Muscles worked" }).getByRole("link", { name: "Chest" })).toBeVisible();
});
