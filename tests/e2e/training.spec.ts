import type { Page } from "@playwright/test";
import { premiumUser, signedUpUser } from "../support/accounts";
import { expectAccessible } from "../support/accessibility";
import { expect, test } from "./fixtures";

const WORKOUT = "/workout/barbell-basics-3x5";

async function signInAs(page: Page, user: { api: import("@playwright/test").APIRequestContext }, path: string) {
  await page.context().addCookies((await user.api.storageState()).cookies);
  await page.goto(path);
  await page.waitForFunction(() => JSON.parse(localStorage.getItem("user") ?? "{}")?.state?.user?.status === "premium");
}

const squatCard = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Barbell Squat" }) });

test.describe("the training log", () => {
  test.slow();

  test(
    "a workout started, logged with the rest timer, kept across a reload, finished, then prefilled next time",
    { tag: "@mobile" },
    async ({ page, baseURL }) => {
      const user = await premiumUser(baseURL!, "gym");
      await signInAs(page, user, "/training");
      await expect(page.getByRole("heading", { name: "Training", level: 1 })).toBeVisible();

      await page.goto(WORKOUT);
      await page.getByRole("button", { name: "Start workout" }).click();
      await page.waitForURL("**/training/session");
      const squat = squatCard(page);
      await expect(squat).toBeVisible();
      await expect(squat.getByRole("textbox", { name: "Set 1: Reps", exact: true })).toHaveValue("5");
      await expect(squat.getByRole("textbox", { name: "Warm-up 2: Reps", exact: true })).toHaveValue("5");

      await squat.getByRole("textbox", { name: "Set 1: kg", exact: true }).fill("60");
      await squat.getByRole("checkbox", { name: "Set 1 done" }).click();
      const timer = page.getByRole("region", { name: "Rest timer" });
      await expect(timer.getByRole("timer")).toHaveText(/^[0-5]:\d\d$/);
      await expectAccessible(page);
      await timer.getByRole("button", { name: "+15 s" }).click();
      await timer.getByRole("button", { name: "Skip" }).click();
      await expect(timer).toBeHidden();
      await expect(page.locator("[data-sync]")).toHaveAttribute("data-sync", "saved");

      // A reload (or a closed tab) keeps every set: the session lives on the device and on the server.
      await page.reload();
      await expect(squat.getByRole("textbox", { name: "Set 1: kg", exact: true })).toHaveValue("60");
      await expect(squat.getByRole("checkbox", { name: "Set 1 done" })).toHaveAttribute("aria-checked", "true");
      const stored = await (await page.request.get("/api-next/workout/logs")).json();
      expect(stored.count).toBe(1);
      expect(stored.results[0].sets_done).toBe(1);

      await page.getByRole("button", { name: "Finish", exact: true }).click();
      const question = page.getByRole("dialog");
      await expect(question).toContainText("not ticked");
      await question.getByRole("button", { name: "Finish workout" }).click();
      await expect(page.getByRole("heading", { name: "Workout complete" })).toBeVisible();
      await page.getByRole("link", { name: "See your progress" }).click();
      await page.waitForURL("**/training");
      await expect(page.getByRole("region", { name: "History" })).toContainText("Barbell Basics");
      await expect(page.locator("[data-ready] [data-fatigue]").first()).toBeAttached();
      await expectAccessible(page);

      // Next time the same workout starts from these numbers, and beating them is a record.
      await page.goto(WORKOUT);
      await page.getByRole("button", { name: "Start workout" }).click();
      await page.waitForURL("**/training/session");
      await expect(squat.getByRole("textbox", { name: "Set 1: kg", exact: true })).toHaveValue("60");
      await expect(squat.getByText("60 kg × 5")).toBeVisible();
      await squat.getByRole("textbox", { name: "Set 1: kg", exact: true }).fill("62.5");
      await squat.getByRole("checkbox", { name: "Set 1 done" }).click();
      await expect(squat.getByText("Record", { exact: true })).toBeVisible();

      // Two sessions make a trend: the chart library loads when a chart is opened.
      await page.getByRole("button", { name: "Finish", exact: true }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Finish workout" }).click();
      await expect(page.getByRole("heading", { name: "Workout complete" })).toBeVisible();
      await page.getByRole("link", { name: "See your progress" }).click();
      await page.waitForURL("**/training");
      await page.getByRole("button", { name: "Progress of Barbell Squat" }).click();
      const chart = page.locator("[data-chart-ready]");
      await expect(chart.locator("canvas")).toBeVisible();
      await chart.getByRole("radio", { name: "Top set" }).click();
      await expect(chart.getByRole("table")).toContainText("62.5 kg");
      await expectAccessible(page);

      // A workout card's map shows how recovered the muscles it trains are.
      const squatId = ((await (await page.request.get("/api-next/exercises/barbell-squat")).json()) as { id: number })
        .id;
      const saved = await page.request.post("/api-next/workout/builder/workouts", {
        data: { name: "Squat day", exercises: [{ exercise: squatId }] },
      });
      expect(saved.status()).toBe(201);
      await page.goto("/my-workouts");
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Squat day" }) });
      await card.getByRole("button", { name: "Show muscles" }).click();
      await card.getByRole("radio", { name: "Recovery" }).click();
      await expect(card.locator('[data-map-view="recovery"] [data-fatigue]').first()).toBeAttached();
      await expect(card.getByText(/last 72 hours of training/)).toBeVisible();
      await card.getByRole("radio", { name: "Muscles worked" }).click();
      await expect(card.locator("[data-fatigue]")).toHaveCount(0);
    },
  );

  test("free users are shown what tracking offers, and its start button leads there", async ({ page, baseURL }) => {
    const user = await signedUpUser(baseURL!, "free-gym");
    await page.context().addCookies((await user.api.storageState()).cookies);
    await page.goto("/my-workouts");
    await page.waitForFunction(() => JSON.parse(localStorage.getItem("user") ?? "{}")?.state?.user?.pk);
    await page.goto(WORKOUT);
    await page.getByRole("button", { name: "Start workout" }).click();
    await page.waitForURL("**/training");
    await expect(page.getByRole("heading", { name: "Track your training with Premium" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Try Premium free for 7 days" })).toHaveAttribute("href", "/pricing");
    await expectAccessible(page);
  });

  test("the session screen in Arabic reads right to left", { tag: "@mobile" }, async ({ page, baseURL }) => {
    const user = await premiumUser(baseURL!, "gym-ar");
    await signInAs(page, user, "/ar-sa/training");
    await page.goto("/ar-sa/workout/barbell-basics-3x5");
    await page.locator("main button", { has: page.locator("svg path[d='M8 5.5v13l11-6.5z']") }).click();
    await page.waitForURL("**/ar-sa/training/session");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("[data-sync]")).toHaveAttribute("data-sync", "saved");
    await expectAccessible(page);
  });
});
