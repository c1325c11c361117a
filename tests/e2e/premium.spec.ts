import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/accessibility";
import { PASSWORD, uniqueEmail } from "../support/accounts";
import { expect, test } from "./fixtures";

// Saving a fourth workout as a free user answers 403 on purpose.
test.use({ allowedConsoleErrors: [/status of 403/] });

async function register(page: Page, callbackUrl: string) {
  await page.goto(`/auth/register?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(uniqueEmail("premium"));
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole("button", { name: "Create account" }).click();
}

async function saveWorkouts(page: Page, names: string[]) {
  const squat = (await (await page.request.get("/api-next/exercises/barbell-squat")).json()) as { id: number };
  return Promise.all(
    names.map(async (name) => {
      const response = await page.request.post("/api-next/workout/builder/workouts", {
        data: { name, exercises: [{ exercise: squat.id, sets: { regular: 3, warmup: 1 }, order: 0, reps: "5" }] },
      });
      return response.status();
    }),
  );
}

test(
  "a plan chosen before registering opens checkout by itself; the trial lifts limits and ads; cancelling keeps Premium to the period's end",
  { tag: "@mobile" },
  async ({ page }) => {
    test.setTimeout(90_000);
    // The choice a pricing button keeps for a visitor (spec §4): annual, from the v2 upsell.
    await page.goto("/workouts");
    await expect(page.locator("[data-ad]").first()).toBeVisible();
    await page.evaluate(() =>
      localStorage.setItem(
        "monetization",
        JSON.stringify({
          state: {
            advancedClicks: 0,
            routeInteractions: {},
            selectedSubscription: { plan: "annual", cta_variant: "v2", source: "cta_modal_v2" },
          },
          version: 0,
        }),
      ),
    );
    const reported: { name: string; cta_variant?: string; source?: string }[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api-next/analytics"))
        reported.push(...(request.postDataJSON() as { events: typeof reported }).events);
    });
    await register(page, "/workouts");
    await expect(page).toHaveURL(/\/checkout\?plan=annual&variant=v2&source=cta_modal_v2$/, { timeout: 15_000 });
    // The readout counts this checkout for the v2 modal.
    await expect(() =>
      expect(reported).toContainEqual(
        expect.objectContaining({ name: "checkout_open", cta_variant: "v2", source: "cta_modal_v2" }),
      ),
    ).toPass();

    const checkout = page.getByRole("region", { name: "Start MoveAtlas Premium" });
    await expect(checkout.getByText("Due today")).toBeVisible();
    await expect(checkout.getByText("$0.00")).toBeVisible();
    await expect(checkout).toContainText("7-day free trial, then $19.99 per year. That is $1.67 a month.");
    await expectAccessible(page);

    // Sent together, any one of the four may be the one refused; that one saves once the trial runs.
    const names = ["One", "Two", "Three", "Four"];
    const statuses = await saveWorkouts(page, names);
    expect([...statuses].sort()).toEqual([201, 201, 201, 403]);
    const refused = names[statuses.indexOf(403)]!;
    await checkout.getByRole("button", { name: "Start free trial" }).click();
    await expect(page.getByRole("heading", { name: "Welcome to Premium" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Your free trial runs until/)).toBeVisible();

    expect(await saveWorkouts(page, [refused])).toEqual([201]);
    await page.getByRole("link", { name: "Browse workouts" }).click();
    await expect(page.getByTestId("workout-list").locator("article").first()).toBeVisible();
    await expect(page.locator("[data-ad]")).toHaveCount(0);

    await page.goto("/settings");
    const plan = page.getByTestId("subscription-panel");
    await expect(plan.getByRole("heading", { name: "Premium, annual" })).toBeVisible();
    await expect(plan.getByText("Free trial")).toBeVisible();
    await expect(plan.getByTestId("plan-dates")).toContainText("Trial ends on");
    await plan.getByRole("button", { name: "Cancel subscription" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel subscription" });
    await expect(confirm).toContainText("You keep Premium until");
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Cancel at period end" }).click();
    await expect(plan.getByTestId("plan-dates")).toContainText("Premium ends on", { timeout: 15_000 });
    await expect(plan.getByRole("button", { name: "Resume subscription" })).toBeVisible();
    // Cancelled, still Premium until the period ends: no ads, and saving goes on.
    expect(await saveWorkouts(page, ["Five"])).toEqual([201]);
    await page.goto("/workouts");
    await expect(page.getByTestId("workout-list").locator("article").first()).toBeVisible();
    await expect(page.locator("[data-ad]")).toHaveCount(0);
  },
);

test("checkout asks a visitor to sign in first, and comes back to the chosen plan", async ({ page }) => {
  await page.goto("/checkout?plan=monthly");
  await expect(page).toHaveURL(/\/auth\/signin\?callbackUrl=%2Fcheckout%3Fplan%3Dmonthly/);
});
