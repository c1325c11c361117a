import { expect, test } from "./fixtures";

test("the language menu reloads the same page in another language", async ({ page }) => {
  await page.goto("/exercises/chest?model=f");
  await page.waitForLoadState("networkidle");
  await page.getByRole("combobox", { name: "Language" }).selectOption("pt-br");
  await expect(page).toHaveURL(/\/pt-br\/exercises\/chest\?model=f$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page.getByRole("combobox", { name: "Idioma" })).toHaveValue("pt-br");
  await page.getByRole("combobox", { name: "Idioma" }).selectOption("ar-sa");
  await expect(page).toHaveURL(/\/ar-sa\/exercises\/chest\?model=f$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("combobox").last().selectOption("en-us");
  await expect(page).toHaveURL(/\/exercises\/chest\?model=f$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
});
