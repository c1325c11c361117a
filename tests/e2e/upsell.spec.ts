import type { Page, Request } from "@playwright/test";
import { expectAccessible } from "../support/accessibility";
import { PASSWORD, uniqueEmail } from "../support/accounts";
import { expect, test } from "./fixtures";

// These visitors have not seen the offer yet.
test.use({ upsellShown: false });

type SentEvent = {
  name: string;
  device: string;
  cta_variant?: string;
  source?: string;
  props: Record<string, unknown>;
};

/** Every analytics event the page sends, in order. */
function sentEvents(page: Page) {
  const events: SentEvent[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api-next/analytics") {
      events.push(...(request.postDataJSON() as { events: SentEvent[] }).events);
    }
  });
  return events;
}

const modal = (page: Page) => page.getByRole("dialog");

test.describe("the upgrade offer", () => {
  test(
    "opens by itself after three seconds in the visitor's variant, reports itself, and waits five minutes",
    { tag: "@mobile" },
    async ({ page, isMobile }) => {
      test.setTimeout(60_000);
      // v4 and 'current' rotate a word every 3 s; its fade would be read mid-way by the contrast check.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const events = sentEvents(page);
      const scripts = () =>
        page.evaluate(
          () => performance.getEntriesByType("resource").filter((entry) => /\.js(\?|$)/.test(entry.name)).length,
        );
      await page.goto("/");
      const started = Date.now();
      const pageScripts = await scripts();
      await expect(page.getByTestId("upsell-modal")).toBeVisible();
      // The modal's code came when it opened, not with the page.
      expect(await scripts()).toBeGreaterThan(pageScripts);
      // Opened by its timer, not before: the page was up at least three seconds before it showed.
      expect(Date.now() - started).toBeGreaterThan(2000);
      const variant = await page.evaluate(() => localStorage.getItem("cta-variant"));
      expect(["current", "v1", "v2", "v3", "v4"]).toContain(variant);
      await expect(page.getByTestId("upsell-modal")).toHaveAttribute("data-variant", variant!);
      await expect(modal(page).getByRole("radio", { name: /Annual/ })).toBeChecked();
      await expect(modal(page).getByRole("table")).toBeVisible();
      await expect(modal(page).getByRole("link", { name: "Create a free account" })).toBeVisible();
      await expect(modal(page).getByRole("link", { name: "Sign in" })).toBeVisible();
      await expect(page.locator("body")).toHaveAttribute("data-scroll-locked", /.+/);
      await expectAccessible(page);

      await modal(page).getByRole("button", { name: "Not now" }).last().click();
      await expect(modal(page)).toBeHidden();
      const source = `cta_modal_${variant}`;
      const device = isMobile ? "mobile" : "desktop";
      await expect(() =>
        expect(events.map((event) => [event.name, event.cta_variant, event.source, event.device])).toEqual([
          ["upsell_trigger", variant, source, device],
          ["upsell_view", variant, source, device],
          ["upsell_close", variant, source, device],
        ]),
      ).toPass();
      expect(events[0]!.props).toEqual({ reason: "timer" });
      expect(events[2]!.props).toEqual({ reason: "user_dismissed" });

      // Within five minutes it stays away, on any page.
      await page.goto("/workouts");
      await page.waitForTimeout(4000);
      await expect(page.getByTestId("upsell-modal")).toHaveCount(0);

      // Five minutes on, it comes back in the same variant.
      await page.evaluate(() => localStorage.setItem("upsell-shown-at", String(Date.now() - 300_001)));
      await page.reload();
      await expect(page.getByTestId("upsell-modal")).toHaveAttribute("data-variant", variant!);
    },
  );

  test("opens at the third interaction on a route; moving to another route starts the count again", async ({
    page,
  }) => {
    const events = sentEvents(page);
    await page.clock.install();
    await page.goto("/workouts");
    // Time stands still: only interactions can open it now.
    await page.clock.pauseAt(Date.now() + 1000);
    // Two here (the second is the link away)…
    await page.getByRole("heading", { level: 1 }).click();
    await page.getByRole("link", { name: "Routines", exact: true }).first().click();
    await expect(page).toHaveURL(/\/routines$/);
    // …and two on the next route, which counts from nothing.
    const heading = page.getByRole("heading", { level: 1 });
    await heading.click();
    await heading.click();
    await expect(page.getByTestId("upsell-modal")).toHaveCount(0);
    await heading.click();
    await expect(page.getByTestId("upsell-modal")).toBeVisible();
    await page.clock.runFor(2000);
    await expect(() =>
      expect(events[0]).toMatchObject({ name: "upsell_trigger", props: { reason: "interactions" } }),
    ).toPass();
  });

  test(
    "a forced variant overrides the kept one, and its button starts the trial from the modal",
    { tag: "@mobile" },
    async ({ page }) => {
      const events = sentEvents(page);
      await page.addInitScript(() => localStorage.setItem("cta-variant", "v1"));
      await page.goto("/exercises?upsell=v2");
      await expect(page.getByTestId("upsell-modal")).toHaveAttribute("data-variant", "v2");
      await expect(modal(page).getByTestId("joined-today")).toHaveText(/\d+ people started Premium today/);
      await modal(page).getByRole("button", { name: "Start free trial" }).click();
      await expect(page).toHaveURL(/\/auth\/register/);
      const intent = await page.evaluate(() => JSON.parse(localStorage.getItem("monetization") ?? "{}"));
      expect(intent.state.selectedSubscription).toEqual({ plan: "annual", cta_variant: "v2", source: "cta_modal_v2" });
      await expect(() =>
        expect(events.find((event) => event.name === "upsell_click")).toMatchObject({
          cta_variant: "v2",
          source: "cta_modal_v2",
          props: { plan: "annual" },
        }),
      ).toPass();
    },
  );

  test("is never shown to a Premium user, nor on the sales pages", async ({ page }) => {
    const email = uniqueEmail("upsell");
    const registered = await page.request.post("/api-next/auth/register", {
      data: { email, password: PASSWORD, firstName: "Pat", lastName: "Premium" },
    });
    expect(registered.status()).toBe(201);
    await page.goto("/pricing");
    await page.waitForTimeout(4000);
    await expect(page.getByTestId("upsell-modal")).toHaveCount(0);

    const bought = await page.request.post("/api-next/billing/local-checkout", {
      data: { plan: "monthly", cta_variant: "v3", source: "cta_modal_v3" },
    });
    expect(bought.status()).toBe(200);
    // This device knows the user, as it does after signing in here.
    const session = await (await page.request.get("/api-next/user/session")).json();
    expect(session.status).toBe("premium");
    await page.evaluate(
      (user) => localStorage.setItem("user", JSON.stringify({ state: { user }, version: 0 })),
      session,
    );
    await page.goto("/exercises");
    await page.waitForTimeout(4000);
    await expect(page.getByTestId("upsell-modal")).toHaveCount(0);
  });

  test("reads right to left in Arabic", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/ar-sa?upsell=v3");
    await expect(page.getByTestId("upsell-modal")).toBeVisible();
    await expect(modal(page).getByRole("button", { name: "ليس الآن" }).last()).toBeVisible();
    await expect(modal(page).getByRole("table")).toBeVisible();
    await expectAccessible(page);
  });
});
