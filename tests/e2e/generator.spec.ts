import type { Page } from "@playwright/test";
import { premiumUser, signedUpUser, signInOnDevice } from "../support/accounts";
import { expectAccessible } from "../support/accessibility";
import { clickRegion } from "../support/body-map";
import { RULE_VERSION } from "../../src/modules/workouts/generator/rules";
import { expect, test } from "./fixtures";

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();
const stepHeading = (page: Page) => page.locator("#generator-step");

test.describe("the workout generator", () => {
  test.slow();

  test(
    "every step with its checks, then a plan with reasons that is swapped, saved and listed in My workouts",
    { tag: "@mobile" },
    async ({ page, baseURL }, testInfo) => {
      const user = await signedUpUser(baseURL!, "generator-e2e");
      await page.context().addCookies((await user.api.storageState()).cookies);
      await page.goto("/settings");
      await page.waitForFunction(() => !!JSON.parse(localStorage.getItem("user") ?? "{}")?.state?.user);
      await page.goto("/workout-generator");

      const progress = page.getByRole("progressbar");
      await expect(page.getByRole("heading", { level: 1, name: "Build me a workout" })).toBeVisible();
      await expect(progress).toHaveAttribute("aria-valuenow", "0");
      for (const label of ["TRACK", "UNDERSTAND", "SIMPLIFY"]) await expect(page.getByText(label)).toBeVisible();
      await expect(stepHeading(page)).toHaveText("Which body should we show?");
      await expect(page.getByRole("radio", { name: "Male", exact: true })).toBeChecked();
      await page.getByText("Female", { exact: true }).click();
      await next(page);

      await expect(progress).toHaveAttribute("aria-valuenow", "20");
      const age = page.getByRole("textbox", { name: "Age in years" });
      await expect(age).toHaveValue("29");
      await age.fill("7");
      await next(page);
      await expect(page.getByText("Enter an age from 13 to 100.")).toBeVisible();
      await expect(progress).toHaveAttribute("aria-valuenow", "20");
      await age.fill("35");
      await next(page);

      await expect(progress).toHaveAttribute("aria-valuenow", "40");
      await expect(page.getByRole("radio", { name: "Build Muscle" })).toBeChecked();
      await page.getByRole("radio", { name: "30 min" }).click();
      await next(page);

      await expect(progress).toHaveAttribute("aria-valuenow", "60");
      await next(page);
      await expect(page.getByText("Choose your level.")).toBeVisible();
      await page.getByText("Intermediate", { exact: true }).click();
      await next(page);

      await expect(progress).toHaveAttribute("aria-valuenow", "80");
      await next(page);
      await expect(page.getByText("Choose at least one piece of equipment.")).toBeVisible();
      await page.getByText("Dumbbells", { exact: true }).click();
      await page.getByText("Bodyweight", { exact: true }).click();
      await expect(page.getByRole("checkbox", { name: "Dumbbells" })).toBeChecked();
      await page.getByRole("button", { name: "Back", exact: true }).click();
      await expect(page.getByRole("radio", { name: /^Intermediate/ })).toBeChecked();
      await next(page);
      await expect(page.getByRole("checkbox", { name: "Bodyweight" })).toBeChecked();
      await next(page);

      await expect(progress).toHaveAttribute("aria-valuenow", "100");
      await page.getByRole("button", { name: "Generate my workout" }).click();
      await expect(page.getByText("Choose at least one muscle.")).toBeVisible();
      await clickRegion(page, '[data-testid="generator-map"] [data-side="front"] [data-region="chest"]');
      await expect(page.getByRole("checkbox", { name: "Chest" })).toBeChecked();
      await page.getByText("Lats", { exact: true }).click();
      await expect(page.getByText("2 muscles chosen")).toBeVisible();
      await expectAccessible(page);
      await expectNoOverflow(page);
      if (testInfo.project.name === "mobile")
        await testInfo.attach("generator-muscles.png", { body: await page.screenshot(), contentType: "image/png" });
      await page.getByRole("button", { name: "Generate my workout" }).click();

      await page.waitForURL("**/workout-generator/workout-detail");
      await expect(page.getByText("Build Muscle · Intermediate")).toBeVisible();
      const cards = page.getByTestId("generated-exercise");
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(2);
      await expect(cards.first()).toContainText("a large, multi-joint lift while you are fresh");
      await expect(cards.first()).toContainText("fits your equipment and level");
      await expect(page.getByTestId("generator-volume")).toContainText("Chest");
      await expect(page.getByText(/about \d+ min of 30/)).toBeVisible();
      await expectAccessible(page);
      await expectNoOverflow(page);
      if (testInfo.project.name === "mobile")
        await testInfo.attach("generator-result.png", { body: await page.screenshot(), contentType: "image/png" });

      // Generating again keeps the answers and draws a new plan from them.
      await page.getByRole("button", { name: "Generate again" }).click();
      await expect(page.getByRole("button", { name: "Generate again" })).toBeEnabled();
      await expect(page.getByText("Build Muscle · Intermediate")).toBeVisible();
      await expect(cards.first()).toContainText("a large, multi-joint lift while you are fresh");

      const second = cards.nth(1);
      const before = await second.getByRole("heading").textContent();
      await second.getByRole("button", { name: /^Swap / }).click();
      await expect(second.getByRole("heading")).not.toHaveText(before ?? "");

      const name = `Generated ${Date.now()}`;
      await page.getByRole("textbox", { name: "Name" }).fill(name);
      await page.getByRole("button", { name: "Save workout" }).click();
      await expect(page.getByText("Saved to My workouts.")).toBeVisible();
      const mine = (await (await page.request.get("/api-next/workout/builder/my-workouts")).json()) as {
        results: { name: string; source: string; generator: { rule_version: number } | null }[];
      };
      const saved = mine.results.find((workout) => workout.name === name);
      expect(saved?.source).toBe("AI");
      expect(saved?.generator?.rule_version).toBe(RULE_VERSION);

      // The answers survive a reload; changing one clears the plan.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Chest · Lats" })).toBeVisible();
      await page.getByRole("link", { name: "Change answers" }).click();
      await expect(page.getByRole("checkbox", { name: "Chest" })).toBeChecked();
      await page.getByText("Chest", { exact: true }).click();
      await page.goto("/workout-generator/workout-detail");
      await expect(page.getByText("No workout yet. Answer the questions to generate one.")).toBeVisible();
    },
  );

  test("a visitor is asked to sign in to see the plan, and comes back to it", async ({ page }) => {
    await page.goto("/workout-generator");
    await page.evaluate(() =>
      localStorage.setItem(
        "workoutGenerator",
        JSON.stringify({
          state: {
            progress: 100,
            muscles_id_list: [],
            equipment_id_list: [],
            fitness_level: { id: 2, key: "beginner", name: "Beginner", difficulties: [], excluded_categories: [] },
          },
          version: 1,
        }),
      ),
    );
    await page.reload();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await page.getByText("Quads", { exact: true }).click();
    // Equipment was skipped in the stored answers: the plan cannot be asked for without it.
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page.getByText("Bodyweight", { exact: true }).click();
    await next(page);
    await page.getByRole("button", { name: "Generate my workout" }).click();
    await page.waitForURL(/\/auth\/signin\?callbackUrl=%2Fworkout-generator%2Fworkout-detail/);
  });

  test("a Premium user starts logging a generated plan set by set", async ({ page, baseURL }) => {
    const user = await premiumUser(baseURL!, "generator-log");
    await signInOnDevice(page, user, "premium");
    const muscles = (await (await page.request.get("/api-next/exercises/muscles")).json()) as {
      results: { id: number; key: string }[];
    };
    const kit = (await (await page.request.get("/api-next/exercises/equipment")).json()) as {
      results: { id: number; key: string }[];
    };
    const plan = await (
      await page.request.post("/api-next/workout/generator", {
        data: {
          muscles_id_list: [muscles.results.find((m) => m.key === "quads")!.id],
          equipment_id_list: [kit.results.find((e) => e.key === "barbell")!.id],
          fitness_level: 3,
          goal: 2,
          seed: 5,
        },
      })
    ).json();
    await page.evaluate(
      (generated) =>
        localStorage.setItem(
          "workoutGenerator",
          JSON.stringify({ state: { generated_workout: generated }, version: 1 }),
        ),
      plan,
    );
    await page.goto("/workout-generator/workout-detail");
    const first = page.getByTestId("generated-exercise").first();
    const name = (await first.getByRole("heading").textContent())!;
    await expect(first).toContainText("4 sets × 4-6");
    await expect(first).toContainText("Heavy sets of few reps with long rest build strength.");
    await page.getByRole("button", { name: "Start logging" }).click();
    await page.waitForURL("**/training/session");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(card.getByRole("textbox", { name: "Set 1: Reps", exact: true })).toHaveValue("4");
    await expect(card.getByRole("textbox", { name: "Warm-up 1: Reps", exact: true })).toBeVisible();

    // Effort can be noted as RPE instead of reps in reserve; the choice stays on the device.
    await page.getByRole("radio", { name: "RPE" }).click();
    await card.getByRole("textbox", { name: "Set 1: Rate of perceived exertion (10 = nothing left)" }).fill("8.5");
    await card.getByRole("checkbox", { name: "Set 1 done" }).click();
    await expect(page.locator("[data-sync]")).toHaveAttribute("data-sync", "saved");
    const list = (await (await page.request.get("/api-next/workout/logs")).json()) as { results: { id: string }[] };
    const saved = (await (await page.request.get(`/api-next/workout/logs/${list.results[0]!.id}`)).json()) as {
      entries: { sets: { type: string; rpe: number | null; rir: number | null }[] }[];
    };
    const working = saved.entries[0]!.sets.find((set) => set.type === "normal")!;
    expect(working).toMatchObject({ rpe: 8.5, rir: null });
    await page.reload();
    await expect(page.getByRole("radio", { name: "RPE" })).toHaveAttribute("aria-checked", "true");
  });

  test("a shared plan's address makes the same plan again, with the language menu off", async ({ page }) => {
    const muscles = (await (await page.request.get("/api-next/exercises/muscles")).json()) as {
      results: { id: number; key: string }[];
    };
    const kit = (await (await page.request.get("/api-next/exercises/equipment")).json()) as {
      results: { id: number; key: string }[];
    };
    const id = (list: { id: number; key: string }[], key: string) => list.find((entry) => entry.key === key)!.id;
    const body = {
      muscles_id_list: [id(muscles.results, "glutes"), id(muscles.results, "hamstrings")],
      equipment_id_list: [id(kit.results, "kettlebells"), id(kit.results, "bodyweight")],
      fitness_level: 2,
      goal: 4,
      age: 52,
      minutes: 20,
      seed: 77,
    };
    const plan = (await (await page.request.post("/api-next/workout/generator", { data: body })).json()) as {
      exercises: { exercise: { name: string } }[];
    };
    const query = new URLSearchParams({
      muscles: body.muscles_id_list.join("|"),
      equipment: body.equipment_id_list.join("|"),
      level: "2",
      goal: "4",
      age: "52",
      gender: "male",
      minutes: "20",
      seed: "77",
    });
    await page.goto(`/workout-generator/generated-workout?${query}`);
    await expect(page.getByRole("heading", { level: 1, name: "Glutes · Hamstrings" })).toBeVisible();
    await expect(page.getByTestId("generated-exercise").getByRole("heading")).toHaveText(
      plan.exercises.map((item) => item.exercise.name),
    );
    await expect(page.getByTestId("generated-exercise").first()).toContainText("as advised for older lifters");
    await expect(page.getByRole("combobox", { name: "Language" })).toBeDisabled();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Make it mine" }).click();
    await page.waitForURL(/\/auth\/signin\?callbackUrl=%2Fworkout-generator%2Fworkout-detail/);
  });

  test.describe("a broken shared address", () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test("answers 404", async ({ page }) => {
      const response = await page.goto("/workout-generator/generated-workout?muscles=1&minutes=25");
      expect(response?.status()).toBe(404);
    });
  });

  test("the rules page gives every goal's reps and rest, the sources, and passes axe", async ({ page }) => {
    await page.goto("/workout-generator/rules");
    await expect(page.getByRole("heading", { level: 1, name: "How the generator decides" })).toBeVisible();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(7);
    await expect(page.getByRole("row", { name: /Build Strength/ })).toContainText("4-6");
    await expect(page.getByRole("row", { name: /Build Strength/ })).toContainText("180 s");
    await expect(page.getByText(/Progression models in resistance training/)).toBeVisible();
    await expectAccessible(page);
  });

  test("in Arabic the steps read right to left and fit a phone", { tag: "@mobile" }, async ({ page }, testInfo) => {
    await page.goto("/ar-sa/workout-generator");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Build me a workout");
    await expectNoOverflow(page);
    await expectAccessible(page);
    if (testInfo.project.name === "mobile")
      await testInfo.attach("generator-ar-sa.png", { body: await page.screenshot(), contentType: "image/png" });
  });
});
