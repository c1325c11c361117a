import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "../support/accessibility";
import { PASSWORD, uniqueEmail } from "../support/accounts";
import { expect, test } from "./fixtures";

/** Spec §6, row for row: feature, Free, Premium. */
const PLAN_TABLE = [
  ["Complete exercise library", "Included", "Included"],
  ["Workout analytics", "Included", "Included"],
  ["AI-generated workouts", "Included", "Included"],
  ["Workout tracking", "Not included", "Included"],
  ["Workout plans", "Up to 3", "Included"],
  ["Routines", "Not included", "Included"],
  ["Ad-free experience", "Not included", "Included"],
];

const premiumCard = (page: Page) => page.getByRole("article", { name: "Premium" });
const price = (scope: Page | Locator) => scope.getByTestId("plan-price");
const periodOption = (page: Page, name: RegExp) =>
  page.locator("label").filter({ has: page.getByRole("radio", { name }) });

async function storedIntent(page: Page) {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("monetization") ?? "{}") as {
      state?: { selectedSubscription?: unknown };
    };
    return stored.state?.selectedSubscription ?? null;
  });
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Registration renders per request and loads its form's code: on a busy two-core machine that took over 10 s. */
const NEXT_PAGE = { timeout: 30_000 };

test.describe("pricing", () => {
  // Each journey runs axe once or twice; on a shared two-core machine that can pass 30 s.
  test.describe.configure({ timeout: 60_000 });

  test("the plan table is spec §6's, as a table with row and column headers", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1, name: "Train without limits" })).toBeVisible();
    const table = page.getByRole("table", { name: "Free and Premium, feature by feature" });
    await expect(table.getByRole("columnheader")).toHaveText(["Feature", "Free", "Premium"]);
    await expect(table.getByRole("rowheader")).toHaveText(PLAN_TABLE.map(([feature]) => feature!));
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(7);
    for (const [index, [feature, free, premium]] of PLAN_TABLE.entries()) {
      const cells = rows.nth(index).locator("th, td");
      await expect(cells).toHaveText([feature!, free!, premium!]);
    }
    await expectNoOverflow(page);
    await expectAccessible(page);
  });

  test("annual first with its saving; the toggle switches the price, its billing and its label", async ({ page }) => {
    await page.goto("/pricing");
    const annual = page.getByRole("radio", { name: "Annual Save 67%" });
    const monthly = page.getByRole("radio", { name: "Monthly" });
    await expect(annual).toBeChecked();
    const card = premiumCard(page);
    await expect(price(card)).toContainText("$4.99$1.67per month");
    await expect(price(card)).toContainText("$19.99 billed once a year");
    await expect(price(card)).toContainText("Best value");
    await expect(price(card)).toContainText("7-day free trial, then $19.99 a year");

    await periodOption(page, /^Monthly$/).click();
    await expect(monthly).toBeChecked();
    await expect(price(card)).toContainText("$4.99per month");
    await expect(price(card)).not.toContainText("$1.67");
    await expect(price(card)).toContainText("Billed every month");
    await expect(price(card)).toContainText("Cancel anytime");
    await expect(price(card)).toContainText("7-day free trial, then $4.99 a month");
    await expect(card.getByRole("button", { name: "Start free trial" })).toHaveAttribute("data-plan", "monthly");

    // A radio group: the arrow keys move the choice back.
    await monthly.focus();
    await page.keyboard.press("ArrowRight");
    await expect(annual).toBeChecked();
    await expect(price(card)).toContainText("$1.67");
    await expect(card.getByText("30-day money-back guarantee")).toBeVisible();
  });

  test("a visitor choosing annual sees 'Processing...', keeps the choice and registers first", async ({ page }) => {
    await page.goto("/pricing");
    // Hold the next page back a moment so the button's waiting state can be seen.
    await page.route("**/auth/register**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const button = premiumCard(page).getByRole("button", { name: "Start free trial" });
    await expect(button).toHaveAttribute("data-plan", "annual");
    await button.click();
    const busy = premiumCard(page).getByRole("button", { name: "Processing..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(page).toHaveURL(/\/auth\/register\?callbackUrl=%2Fpricing$/, NEXT_PAGE);
    expect(await storedIntent(page)).toEqual({ plan: "annual", cta_variant: "current", source: "pricing_page" });
  });

  test("the FAQ opens one answer at a time", async ({ page }) => {
    await page.goto("/pricing");
    const trial = page.locator("details").filter({ hasText: "How does the free trial work?" });
    const workouts = page.locator("details").filter({ hasText: "What happens to my saved workouts if Premium ends?" });
    await expect(trial.getByText(/pay \$0\.00 today/)).toBeHidden();
    await trial.getByText("How does the free trial work?").click();
    await expect(trial).toHaveAttribute("open", "");
    await expect(trial.getByText(/Premium is free for the first 7 days, and you pay \$0\.00 today/)).toBeVisible();
    await workouts.getByText("What happens to my saved workouts if Premium ends?").click();
    await expect(workouts.getByText(/Nothing is deleted/)).toBeVisible();
    await expect(trial).not.toHaveAttribute("open");
    await expect(page.locator("details")).toHaveCount(6);
    await expectAccessible(page);
  });

  test(
    "the sticky offer appears once the hero's button is passed and leaves at the closing offer",
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto("/pricing");
      const bar = page.getByRole("complementary", { name: "Premium offer" });
      await expect(bar).toBeHidden();
      await page.getByRole("heading", { name: "Compare plans" }).scrollIntoViewIfNeeded();
      await expect(bar).toBeVisible();
      await expect(bar).toContainText("Remove Ads");
      await expect(bar).toContainText("$1.67 per month");
      const viewport = page.viewportSize()!;
      // It slides in for 300 ms: where it comes to rest is what counts.
      const edge = async () => {
        const box = (await bar.boundingBox())!;
        return Math.round(viewport.width < 1024 ? box.y + box.height : box.y);
      };
      await expect.poll(edge).toBe(viewport.width < 1024 ? viewport.height : 56);
      await expectAccessible(page);
      await page.getByRole("heading", { name: "Your next workout is better with Premium" }).scrollIntoViewIfNeeded();
      await expect(bar).toBeHidden();
    },
  );

  test("a Premium user is told so, with a link to settings, instead of buy buttons", async ({ page }) => {
    const register = await page.request.post("/api-next/auth/register", {
      data: { email: uniqueEmail("pricing-e2e"), password: PASSWORD, firstName: "Paula", lastName: "Plan" },
    });
    expect(register.status()).toBe(201);
    const checkout = await page.request.post("/api-next/billing/local-checkout", { data: { plan: "annual" } });
    expect(checkout.status(), await checkout.text()).toBe(200);
    // A protected page confirms the session, so every page then knows the user.
    await page.goto("/my-workouts");
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await page.goto("/pricing");
    await expect(page.getByTestId("premium-owned").first()).toContainText("You have Premium");
    await expect(page.getByRole("button", { name: /Start/ })).toHaveCount(0);
    await page.getByRole("heading", { name: "Compare plans" }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId("pricing-sticky-bar")).toHaveCount(0);
    await page.getByRole("link", { name: "Manage your plan in settings" }).first().click();
    await expect(page).toHaveURL(/\/settings/, NEXT_PAGE);
  });

  test("the pricing page in Arabic reads right to left", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/ar-sa/pricing");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "تمرّن بلا حدود" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /سنوي/ })).toBeChecked();
    await periodOption(page, /^شهري$/).click();
    await expect(price(premiumCard(page))).toContainText("ألغِ في أي وقت");
    await expect(page.getByRole("table").getByRole("rowheader")).toHaveCount(7);
    // Mirrored: the feature column is on the right, Premium on the left.
    const feature = await page.getByRole("columnheader", { name: "الميزة" }).boundingBox();
    const premium = await page.getByRole("columnheader", { name: "Premium" }).boundingBox();
    expect(premium!.x).toBeLessThan(feature!.x);
    await expectNoOverflow(page);
    await expectAccessible(page);
  });
});

test.describe("Premium landing pages", () => {
  // Each variant's journey runs axe over a long page, then registration renders: slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  for (const variant of ["v1", "v2", "v3", "v4"] as const) {
    test(
      `/premium/${variant} shows the offer and its button reports ${variant}`,
      { tag: "@mobile" },
      async ({ page }) => {
        await page.goto(`/premium/${variant}`);
        await expect(page.locator(`[data-variant="${variant}"]`)).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(price(page).first()).toContainText("$1.67");
        await expect(page.getByRole("radio", { name: "Annual Save 67%" })).toBeChecked();
        await expect(page.locator("details")).toHaveCount(6);
        await expectNoOverflow(page);
        await expectAccessible(page);
        await page.getByRole("button", { name: "Start free trial" }).first().click();
        await expect(page).toHaveURL(new RegExp(`/auth/register\\?callbackUrl=%2Fpremium%2F${variant}$`), NEXT_PAGE);
        expect(await storedIntent(page)).toEqual({
          plan: "annual",
          cta_variant: variant,
          source: `cta_landing_${variant}`,
        });
      },
    );
  }

  test("v1 leads with the perks, v3 with the plan table and a trainer's cost", async ({ page }) => {
    await page.goto("/premium/v1");
    await expect(page.getByRole("heading", { name: "Nine reasons to upgrade" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 })).toContainText(["Unlimited workouts and routines"]);
    await page.goto("/premium/v3");
    await expect(page.getByRole("table").getByRole("rowheader")).toHaveCount(7);
    await expect(page.getByText("about $200 a month")).toBeVisible();
    await expect(page.getByText("$1.67 a month")).toBeVisible();
  });

  test("v2 counts between 100 and 3000 people who joined today", async ({ page }) => {
    await page.goto("/premium/v2");
    const joined = page.getByTestId("joined-today");
    await expect(joined).toHaveText(/^[\d,]+ people started Premium today$/);
    const count = Number(((await joined.textContent()) ?? "").replace(/\D/g, ""));
    expect(count).toBeGreaterThanOrEqual(100);
    expect(count).toBeLessThanOrEqual(3000);
  });

  test("v4's words rotate every 3 seconds and the heading reads as one sentence", async ({ page }) => {
    await page.goto("/premium/v4");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
      "Train for strength, endurance, mobility and confidence",
    );
    const word = page.getByTestId("word-rotator-current");
    await expect(word).toHaveText("strength");
    // The first change waits for the page to come alive; from then on, a word every 3 seconds.
    await expect(word).toHaveText("endurance", { timeout: 10_000 });
    await expect(word).toHaveText("mobility", { timeout: 5_000 });
    await expect(word).toHaveCSS("transition-duration", "0.5s");
    await expect(word).not.toHaveCSS("transition-property", "none");
  });

  test("with reduced motion the words still change, without moving", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/premium/v4");
    const word = page.getByTestId("word-rotator-current");
    await expect(word).toHaveCSS("transition-property", "none");
    await expect(word).toHaveText("endurance", { timeout: 5_000 });
    await context.close();
  });

  test.describe("an unknown variant", () => {
    // The browser reports the page's own 404 status on the console.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("is not found", async ({ page }) => {
      const response = await page.goto("/premium/v9");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not Found");
    });
  });
});

test.describe("go premium", () => {
  test.describe.configure({ timeout: 60_000 });

  test("/gopremium shows the perks and the price, and its button reports its place", async ({ page }) => {
    await page.goto("/gopremium");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("MoveAtlas Premium");
    await expect(page.getByText("Remove Ads").first()).toBeVisible();
    await expect(price(page)).toContainText("$1.67per month");
    await expect(price(page)).toContainText("$19.99 billed once a year");
    await expect(page.getByText(/7-day free trial at \$0\.00/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(9);
    await expect(page.getByRole("link", { name: "Compare plans and prices" })).toHaveAttribute("href", "/pricing");
    await expectNoOverflow(page);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Start free trial" }).click();
    await expect(page).toHaveURL(/\/auth\/register\?callbackUrl=%2Fgopremium$/, NEXT_PAGE);
    expect(await storedIntent(page)).toEqual({ plan: "annual", cta_variant: "current", source: "gopremium" });
  });

  test("/gopremium in Arabic", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/ar-sa/gopremium");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByText("إزالة الإعلانات").first()).toBeVisible();
    await expectNoOverflow(page);
    await expectAccessible(page);
  });
});
