import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/accessibility";
import { PASSWORD, uniqueEmail } from "../support/accounts";
import { expect, test } from "./fixtures";

const cards = (page: Page) => page.getByTestId("workout-list").locator("article");
const narrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Opens a filter group (a dropdown on desktop, the slide-over on mobile) and ticks one option. */
async function choose(page: Page, group: string, option: string) {
  if (narrow(page)) {
    await page.getByRole("button", { name: /^Filters/ }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByRole("group", { name: group }).getByRole("checkbox", { name: option, exact: true }).check();
    await sheet.getByRole("button", { name: /^Show \d+ workouts?$/ }).click();
    await expect(sheet).toBeHidden();
  } else {
    await page.getByRole("button", { name: group, exact: true }).click();
    await page.getByRole("group", { name: group }).getByRole("checkbox", { name: option, exact: true }).check();
    await page.keyboard.press("Escape");
  }
}

async function signUp(page: Page) {
  const response = await page.request.post("/api-next/auth/register", {
    data: { email: uniqueEmail("workouts-e2e"), password: PASSWORD, firstName: "Wanda", lastName: "Lift" },
  });
  expect(response.status()).toBe(201);
}

test.describe("our workouts", () => {
  test(
    "nine cards a page, 'Showing X to Y of Z results', Previous and Next disabled at the ends",
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto("/workouts");
      await expect(page.getByRole("heading", { level: 1, name: "Workouts" })).toBeVisible();
      await expect(cards(page)).toHaveCount(9);
      const showing = page.getByText(/^Showing \d+ to \d+ of \d+ results$/);
      await expect(showing).toHaveText(/^Showing 1 to 9 of (\d+) results$/);
      const total = Number(/of (\d+)/.exec((await showing.textContent()) ?? "")?.[1]);
      await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
      const firstName = await cards(page).first().getByRole("heading").textContent();
      await page.getByRole("button", { name: "Next" }).click();
      await expect(showing).toHaveText("Showing 10 to 18 of " + total + " results");
      await expect(cards(page).first().getByRole("heading")).not.toHaveText(firstName ?? "");
      await expect(page.getByRole("button", { name: "Previous" })).toBeEnabled();
      // Scrolled back to the top of the list.
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(400);
      await expectAccessible(page);
    },
  );

  test(
    "filters make removable chips, start again at page 1, and say when nothing matches",
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto("/workouts");
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByText(/^Showing 10 to/)).toBeVisible();
      await choose(page, "Difficulty", "Advanced");
      const chip = page.getByRole("button", { name: "Remove filter Advanced" });
      await expect(chip).toBeVisible();
      await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
      for (const badge of await cards(page).locator(".badge[data-tone]").first().all())
        await expect(badge).toHaveText("Advanced");
      await expect(cards(page).first()).toContainText("Advanced");

      await choose(page, "Muscles", "Neck");
      await expect(page.getByText("No workouts found. Try adjusting your filters.")).toBeVisible();
      await page.getByRole("button", { name: "Remove filter Neck" }).click();
      await chip.click();
      await expect(page.getByRole("button", { name: /^Remove filter/ })).toHaveCount(0);
      await expect(page.getByText(/^Showing 1 to 9 of/)).toBeVisible();
    },
  );

  test("sorts A-Z, hardest first and newest first", async ({ page }) => {
    await page.goto("/workouts");
    await page.getByLabel("Sort by").selectOption({ label: "A-Z" });
    await expect(async () => {
      const names = await cards(page).getByRole("heading").allTextContents();
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    }).toPass();
    await page.getByLabel("Sort by").selectOption({ label: "Hardest" });
    await expect(cards(page).first()).toContainText("Advanced");
  });

  test("a card shares its link, shows its muscles and equipment", { tag: "@mobile" }, async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/workouts");
    const card = cards(page).first();
    await card.getByRole("button", { name: "Show muscles" }).click();
    await expect(card.getByRole("img", { name: /^Muscles .+ trains$/ })).toBeVisible();
    await card.getByRole("button", { name: "Equipment" }).click();
    await expect(card.locator("ul .badge").first()).toBeVisible();
    await card.getByRole("button", { name: /^Share: / }).click();
    await page.getByRole("button", { name: /copy/i }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/workouts\/\d+$/);
  });

  test("a visitor who saves gets the limit modal with a free account offer", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/workouts");
    await cards(page).first().getByRole("button", { name: "Save" }).click();
    const modal = page.getByRole("dialog", { name: "Free workout limit reached" });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("link", { name: "Create free account" })).toBeVisible();
    await expect(modal.getByRole("link", { name: "Upgrade to Premium" })).toBeVisible();
  });
});

test("the home page shows workouts to start with, every level among them", async ({ page }) => {
  await page.goto("/");
  const featured = page.getByRole("region", { name: "Workouts to start with" });
  await expect(featured.getByRole("listitem")).toHaveCount(6);
  for (const level of ["Novice", "Beginner", "Intermediate", "Advanced"]) await expect(featured).toContainText(level);
  await featured.getByRole("listitem").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/workout\/[a-z0-9-]+$/);
});

test.describe("saving and my workouts", () => {
  test.use({ allowedConsoleErrors: [/status of 40[39]/] });

  test("saves three workouts with 'Workout Added!', the fourth opens the limit modal; my workouts lists and deletes them", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUp(page);
    // A protected page confirms the session, and this device then knows the user everywhere.
    await page.goto("/my-workouts");
    await expect(page.getByText("You have not saved a workout yet. Save one of ours or build your own.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await page.goto("/workouts");
    const added = page.getByRole("status").filter({ hasText: "Workout Added!" });
    const saveCard = async (index: number) => {
      await cards(page).nth(index).getByRole("button", { name: "Save" }).click();
    };
    for (const index of [0, 1]) {
      await saveCard(index);
      await expect(added).toBeVisible();
      await expect(added).toBeHidden();
    }
    await saveCard(0);
    await expect(page.getByRole("dialog", { name: "Workout Already Exists" })).toBeVisible();
    await page.getByRole("button", { name: "Close" }).click();
    await saveCard(2);
    await expect(added).toBeVisible();
    await cards(page).nth(3).getByRole("button", { name: "Save" }).click();
    const limit = page.getByRole("dialog", { name: "Free workout limit reached" });
    await expect(limit).toContainText(
      "Free workout limit (3) exceeded. Upgrade to Premium to continue saving workouts.",
    );
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "My workouts" }).click();
    await expect(page).toHaveURL(/\/my-workouts$/);
    const mine = page.getByTestId("my-workout-list").locator("article");
    await expect(mine).toHaveCount(3);
    await expect(page.getByText("3 of 3 saved")).toBeVisible();
    const newest = await mine.first().getByRole("heading").textContent();
    await page.getByRole("button", { name: "Toggle Sorting" }).click();
    await expect(mine.last().getByRole("heading")).toHaveText(newest ?? "");
    await mine.first().getByRole("button", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Delete workout" }).click();
    await expect(mine).toHaveCount(2);
    await expectAccessible(page);
  });
});

test.describe("a workout's page", () => {
  test(
    "lists every exercise in order with sets, reps and rest, and links each exercise",
    { tag: "@mobile" },
    async ({ page }) => {
      const list = (await (await page.request.get("/api-next/workout/originals/workouts?limit=1")).json()) as {
        results: { slug: string; name: string; exercises: { exercise: { name: string } }[] }[];
      };
      const workout = list.results[0]!;
      await page.goto(`/workout/${workout.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(workout.name);
      const items = page.getByRole("region", { name: "Exercises" }).getByRole("heading", { level: 3 });
      await expect(items).toHaveText(workout.exercises.map((item) => item.exercise.name));
      await expect(page.getByText(/\d+ sets? ×/).first()).toBeVisible();
      await items.first().getByRole("link").click();
      await expect(page).toHaveURL(/\/exercise\//);
    },
  );

  test("passes axe", async ({ page }) => {
    await page.goto("/workout/full-body-first-steps");
    await expectAccessible(page);
  });

  test("a share link leads to the workout's page", async ({ page }) => {
    const list = (await (await page.request.get("/api-next/workout/originals/workouts?limit=1")).json()) as {
      results: { id: number; slug: string }[];
    };
    await page.goto(`/workouts/${list.results[0]!.id}`);
    await expect(page).toHaveURL(new RegExp(`/workout/${list.results[0]!.slug}$`));
  });

  test("reads right to left in Arabic, in Arabic", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/ar-sa/workout/full-body-first-steps");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Full Body First Steps");
    await page.goto("/ar-sa/workouts");
    await expect(cards(page)).toHaveCount(9);
    await expectAccessible(page);
  });
});

test.describe("an unknown workout", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("says 'This workout does not exist' with a 404", async ({ page }) => {
    const response = await page.goto("/workout/no-such-workout");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This workout does not exist");
  });
});
