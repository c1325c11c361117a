import { clickRegion, openFilters } from "../support/body-map";
import { expect, test } from "./fixtures";

const front = '[data-side="front"]';

const back = '[data-side="back"]';

test.describe("the body map", () => {
  test("clicking the chest opens its listing with the chest highlighted", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/");
    await clickRegion(page, `${front} [data-region="chest"]`);
    await expect(page).toHaveURL(/\/exercises\/chest$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chest exercises");
    await expect(page.locator(`${front} [data-region="chest"]`)).toHaveAttribute("data-selected", "true");
    await expect(page.locator(`${front} [data-region="chest"]`)).toHaveAttribute("aria-pressed", "true");
  });

  test("the advanced and joints switches reach their routes", async ({ page }) => {
    await page.goto("/exercises/chest");
    await openFilters(page);
    await page.getByRole("switch", { name: "Advanced" }).click();
    await expect(page).toHaveURL(/\/exercises\/mid-lower-pectoralis$/);
    await openFilters(page);
    await expect(page.getByRole("switch", { name: "Advanced" })).toHaveAttribute("aria-checked", "true");
    await expect(page.locator(`${front} [data-region="upper-pectoralis"]`)).toBeAttached();

    await page.getByRole("switch", { name: "Joints" }).click();
    await expect(page).toHaveURL(/\/exercises\/scapula\/recovery$/);
    await openFilters(page);
    await expect(page.getByRole("switch", { name: "Advanced" })).toHaveAttribute("aria-checked", "false");
    await expect(page.locator(`${back} [data-region="scapula"] ellipse`).first()).toBeAttached();

    await page.getByRole("switch", { name: "Joints" }).click();
    await expect(page).toHaveURL(/\/exercises\/chest$/);
  });

  test("a joint click opens its recovery listing", async ({ page }) => {
    await page.goto("/exercises/scapula/recovery");
    await openFilters(page);
    await page.locator(`[data-region="knees"] ellipse:visible`).first().click();
    await expect(page).toHaveURL(/\/exercises\/knees\/recovery$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Knees mobility and recovery");
  });

  test("the gender switch keeps the muscle and adds ?model=f", async ({ page }) => {
    await page.goto("/exercises/biceps/dumbbells");
    await openFilters(page);
    await page.getByRole("button", { name: "Female", exact: true }).click();
    await expect(page).toHaveURL(/\/exercises\/biceps\/dumbbells\?model=f$/);
    await openFilters(page);
    await expect(page.getByRole("button", { name: "Female", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Male", exact: true }).click();
    await expect(page).toHaveURL(/\/exercises\/biceps\/dumbbells$/);
  });

  test("keyboard alone selects a muscle", async ({ page }) => {
    await page.goto("/");
    const firstRegion = page.locator('[data-region][role="button"][tabindex="0"]');
    await expect(firstRegion).toHaveCount(1);
    await firstRegion.focus();
    const start = await firstRegion.getAttribute("data-region");
    await page.keyboard.press("ArrowRight");
    const focused = page.locator('[data-region][role="button"]:focus');
    const next = await focused.getAttribute("data-region");
    expect(next).not.toBe(start);
    await expect(focused).toHaveAttribute("tabindex", "0");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/exercises/${next}$`));
  });

  test("regions carry localized accessible names", async ({ page }) => {
    await page.goto("/pt-br/exercises/quads");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("button", { name: "Quadríceps" }).first()).toBeAttached();
    await page.goto("/ar-sa/exercises/quads");
    const figures = page.locator(".body-map-figures");
    await expect(figures).toHaveCSS("direction", "ltr");
  });
});

test.describe("narrow screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("show one side with a flip button", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(`${front}`)).toBeVisible();
    await expect(page.locator(`${back}`)).toBeHidden();
    await page.getByRole("button", { name: "Show Back" }).click();
    await expect(page.locator(`${back}`)).toBeVisible();
    await expect(page.locator(`${front}`)).toBeHidden();
    await page.getByRole("button", { name: "Show Front" }).click();
    await expect(page.locator(`${front}`)).toBeVisible();
  });
});

test.describe("wide screens", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("show front and back side by side, without a flip button", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(`${front}`)).toBeVisible();
    await expect(page.locator(`${back}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Show Back" })).toBeHidden();
  });
});

test("screenshots of the map, male and female, front and back", { tag: "@mobile" }, async ({ page }, testInfo) => {
  for (const [query, gender] of [
    ["", "male"],
    ["?model=f", "female"],
  ] as const) {
    await page.goto(`/exercises/glutes${query}`);
    await openFilters(page);
    await expect(page.locator('[data-region="glutes"][data-selected="true"]:visible').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`map-${gender}.png`) });
    const flip = page.getByRole("button", { name: /Show (Back|Front)/ });
    if (await flip.isVisible()) {
      await flip.click();
      await page.screenshot({ path: testInfo.outputPath(`map-${gender}-flipped.png`) });
    }
  }
});

test("the equipment checklist narrows a listing, hides in advanced mode and offers only Recovery for joints", async ({
  page,
}) => {
  await page.goto("/exercises/biceps");
  await openFilters(page);
  await page.getByRole("group", { name: "Equipment" }).getByText("Dumbbells", { exact: true }).click();
  await expect(page).toHaveURL(/\/exercises\/biceps\/dumbbells$/);
  await openFilters(page);
  await expect(page.getByRole("checkbox", { name: "Dumbbells" })).toBeChecked();
  await page.getByRole("group", { name: "Equipment" }).getByText("Dumbbells", { exact: true }).click();
  await expect(page).toHaveURL(/\/exercises\/biceps$/);

  await page.goto("/exercises/long-head-bicep");
  await expect(page.getByRole("group", { name: "Equipment" })).toHaveCount(0);

  await page.goto("/exercises/knees/recovery");
  await openFilters(page);
  await expect(page.getByRole("checkbox", { name: "Recovery" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Barbell" })).toBeDisabled();
});

test("cardio equipment lists cardio work without highlighting a muscle", async ({ page }) => {
  await page.goto("/exercises/quads/cardio");
  await expect(page.getByTestId("exercise-list").getByRole("heading").first()).toBeVisible();
  await expect(page.locator('[data-region][data-selected="true"]')).toHaveCount(0);
  await expect(page.getByTestId("exercise-list")).toContainText(/Treadmill|Bike|Bicycling|Elliptical|Rowing/);
});
