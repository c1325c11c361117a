import { expect, test } from "./fixtures";

test("the language menu reloads the same page in another language", { tag: "@mobile" }, async ({ page }) => {
  await page.goto("/exercises/chest?model=f");
  await page.waitForLoadState("networkidle");
  await page.getByRole("combobox", { name: "Language" }).selectOption("pt-br");
  await expect(page).toHaveURL(/\/pt-br\/exercises\/chest\?model=f$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page.getByRole("combobox", { name: "Idioma" })).toHaveValue("pt-br");
  await page.getByRole("combobox", { name: "Idioma" }).selectOption("ar-sa");
  await expect(page).toHaveURL(/\/ar-sa\/exercises\/chest\?model=f$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("combobox", { name: "اللغة" }).selectOption("en-us");
  await expect(page).toHaveURL(/\/exercises\/chest\?model=f$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
});

test("the theme menu switches to dark and back, and remembers the choice", async ({ page }) => {
  await page.goto("/exercises/chest");
  await page.waitForLoadState("networkidle");
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole("combobox", { name: "Theme" }).selectOption("dark");
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await background()).not.toBe(light);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("combobox", { name: "Theme" })).toHaveValue("dark");
  await page.getByRole("combobox", { name: "Theme" }).selectOption("light");
  await expect(page.locator("html")).toHaveClass(/light/);
  expect(await background()).toBe(light);
});
