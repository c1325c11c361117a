import { expect, test } from "./fixtures";

test.describe("the search overlay", () => {
  test("asks for three characters, suggests, and opens the chosen exercise", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Search exercises" }).click();
    const input = page.getByRole("combobox", { name: "Search exercises" });
    await input.fill("sq");
    await expect(page.getByText("Type at least 3 characters to search")).toBeVisible();
    await input.fill("barbell squat");
    const options = page.getByRole("option");
    await expect(options.first()).toContainText("Barbell Squat");
    await options.first().click();
    await expect(page).toHaveURL(/\/exercise\/barbell-squat$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "Search exercises" }).click();
    await expect(page.getByRole("combobox", { name: "Search exercises" })).toHaveValue("");
  });

  test("says so when nothing matches", async ({ page }) => {
    await page.goto("/exercises/chest");
    await page.waitForLoadState("networkidle");
    // A press before the page has hydrated does nothing, as for a person who then presses again.
    const input = page.getByRole("combobox", { name: "Search exercises" });
    await expect(async () => {
      if (!(await input.isVisible())) await page.getByRole("button", { name: "Search exercises" }).click();
      await expect(input).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await input.fill("zzqxj");
    await expect(page.getByText("No exercises match your search.")).toBeVisible();
    await expect(page.getByText(/Can't find what you're looking for/)).toBeVisible();
  });

  test(
    "works from the keyboard, with the preview following the active result",
    { tag: "@mobile" },
    async ({ page, isMobile }) => {
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await page.keyboard.press("/");
      const input = page.getByRole("combobox", { name: "Search exercises" });
      await expect(input).toBeFocused();
      await input.fill("curl");
      const options = page.getByRole("option");
      await expect(options.nth(3)).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      const chosen = options.nth(2);
      await expect(chosen).toHaveAttribute("aria-selected", "true");
      const name = (await chosen.locator("span").first().textContent()) ?? "";
      if (!isMobile) await expect(page.getByTestId("search-preview")).toContainText(name);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    },
  );

  test("Escape closes the overlay and clears the query", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // A press before the page has hydrated does nothing, as for a person who then presses again.
    const input = page.getByRole("combobox", { name: "Search exercises" });
    await expect(async () => {
      if (!(await input.isVisible())) await page.keyboard.press("/");
      await expect(input).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await input.fill("press");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.keyboard.press("/");
    await expect(page.getByRole("combobox", { name: "Search exercises" })).toHaveValue("");
  });

  test(
    "shows an ad after more than five results on desktop, three on mobile",
    { tag: "@mobile" },
    async ({ page, isMobile }) => {
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Search exercises" }).click();
      await page.getByRole("combobox", { name: "Search exercises" }).fill("dumbbell");
      const list = page.getByRole("listbox");
      await expect(list.getByRole("option").nth(6)).toBeVisible();
      const items = list.locator(":scope > li");
      const position = isMobile ? 3 : 5;
      await expect(items.nth(position).locator('[data-ad="house"]')).toBeVisible();
      await expect(list.locator('[data-ad="house"]')).toHaveCount(1);
    },
  );

  test("searches in the visitor's language", async ({ page }) => {
    await page.goto("/pt-br");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: /Pesquisar|Buscar|Search/ }).click();
    await page.getByRole("combobox", { name: /Pesquisar|Buscar/ }).fill("agachamento");
    await expect(page.getByRole("option").first()).toContainText(/Agachamento/i);
  });
});
