import { expect, test } from "./fixtures";

test.describe("browsing exercises by muscle", () => {
  test(
    "opens the chest listing, follows an exercise and sees its name and muscles",
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto("/exercises/chest");
      await expect(page).toHaveTitle(/Chest exercises/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chest exercises");
      const first = page.getByTestId("exercise-list").getByRole("link").first();
      const name = (await first.getByRole("heading").textContent()) ?? "";
      expect(name.length).toBeGreaterThan(2);
      await first.click();
      await expect(page).toHaveURL(/\/exercise\/[a-z0-9-]+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      const muscles = page.getByRole("region", { name: "Muscles worked" });
      await expect(muscles.getByRole("link", { name: "Chest" })).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /How to do/);
    },
  );

  test("pages through a listing with the page number as the last segment", async ({ page }) => {
    await page.goto("/exercises/chest");
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/exercises\/chest\/2$/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  test("keeps the female model when following an exercise", async ({ page }) => {
    await page.goto("/exercises/biceps?model=f");
    await page.getByTestId("exercise-list").getByRole("link").first().click();
    await expect(page).toHaveURL(/\?model=f$/);
    await expect(page.getByRole("link", { name: "Female" })).toHaveAttribute("aria-current", "true");
  });

  test("shows an equipment listing and a joint listing under recovery", async ({ page }) => {
    await page.goto("/exercises/chest/barbell");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chest exercises with Barbell");
    const response = await page.goto("/exercises/knees/recovery");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Knees mobility and recovery");
  });
});

test.describe("locales", () => {
  test("serves Portuguese under /pt-br with lang pt-BR", async ({ page }) => {
    await page.goto("/pt-br/exercises/chest");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });

  test("serves Arabic right to left", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/ar-sa/exercises/chest");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar-SA");
  });

  test("shows the steps in Arabic, right to left, on an Arabic page", async ({ page }) => {
    await page.goto("/ar-sa/exercise/barbell-bench-press-medium-grip");
    const steps = page.getByRole("region", { name: "طريقة الأداء" }).getByRole("list");
    await expect(steps.getByRole("listitem").first()).toContainText("استلقِ على بنش مستوٍ");
    expect(await steps.evaluate((list) => getComputedStyle(list).direction)).toBe("rtl");
    expect(await page.locator("main").evaluate((main) => getComputedStyle(main).direction)).toBe("rtl");
  });
});

test.describe("not found", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown path shows 'Page not Found' with status 404", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not Found" })).toBeVisible();
  });

  test("an unknown exercise or muscle is a 404 too", async ({ page }) => {
    expect((await page.goto("/exercise/no-such-exercise"))?.status()).toBe(404);
    expect((await page.goto("/exercises/wings"))?.status()).toBe(404);
    expect((await page.goto("/exercises/chest/spaceship"))?.status()).toBe(404);
    expect((await page.goto("/exercises/chest/999"))?.status()).toBe(404);
  });
});

test.describe("exercise page media", () => {
  test("shows the muscle illustration for the chosen model and shares it as og:image", async ({ page }) => {
    await page.goto("/exercise/barbell-squat?model=f");
    const image = page.getByRole("img", { name: /Muscles worked by Barbell Squat/ });
    await expect(image).toHaveAttribute("src", "/exercise-image/barbell-squat.svg?model=f");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/exercise-image\/barbell-squat\.png$/,
    );
  });
});

test("the credits page names the artwork and its licence", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Credits" }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByRole("heading", { name: "Body map artwork" })).toBeVisible();
  await expect(page.getByText(/ELABBASSI Hicham/)).toBeVisible();
  await expect(page.getByText("Licence: MIT")).toBeVisible();
});
