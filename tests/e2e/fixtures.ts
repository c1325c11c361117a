import { test as base, expect } from "@playwright/test";

type Fixtures = { allowedConsoleErrors: RegExp[]; consoleGuard: void; upsellShown: boolean };

/** Every browser test fails on a console error, unless the test expects that exact one. */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  /**
   * Journeys are walked by a visitor who has just seen the upgrade offer, so its five-minute cooldown
   * keeps it from covering the page; tests/e2e/upsell.spec.ts sets this to false.
   */
  upsellShown: [true, { option: true }],
  context: async ({ context, upsellShown }, provide) => {
    if (upsellShown) {
      await context.addInitScript(() => {
        try {
          window.localStorage.setItem("upsell-shown-at", String(Date.now()));
        } catch {
          // about:blank and opaque origins have no storage; they show no offer either.
        }
      });
    }
    await provide(context);
  },
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use();
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
