import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "../support/accounts";
import { openFilters } from "../support/body-map";
import { expect, test } from "./fixtures";

type Messages = {
  bodyMap: { front: string; back: string; jointSide: Record<string, { left: string; right: string }> };
  exercises: { filters: string };
  search: { open: string; label: string };
};
const messages = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Messages;
const LIMBS = ["elbows", "wrists", "knees", "ankles", "hips"] as const;
const PAIRED = { front: ["shoulders", ...LIMBS], back: [...LIMBS, "scapula"] } as const;

const centreX = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not drawn");
  return box.x + box.width / 2;
};

test.describe("joint hotspots", () => {
  for (const locale of ["en-us", "ar-sa"]) {
    test(`name their side as the figure has it (${locale})`, async ({ page }) => {
      const t = messages(locale);
      await page.goto(`${locale === "en-us" ? "" : `/${locale}`}/exercises/scapula/recovery`);
      await openFilters(page, t.exercises.filters);
      let checked = 0;
      for (const view of ["front", "back"] as const) {
        const figure = page.getByRole("group", { name: t.bodyMap[view] });
        // Narrow screens show one side of the body at a time.
        if (!(await figure.isVisible())) continue;
        checked++;
        const names = await figure
          .getByRole("button")
          .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")));
        expect(new Set(names).size, `${view}: ${names.join(", ")}`).toBe(names.length);
        for (const joint of PAIRED[view]) {
          const left = figure.getByRole("button", { name: t.bodyMap.jointSide[joint]?.left, exact: true });
          const right = figure.getByRole("button", { name: t.bodyMap.jointSide[joint]?.right, exact: true });
          await expect(left).toHaveCount(1);
          await expect(right).toHaveCount(1);
          // Facing the reader, the figure's left is on the reader's right; from behind, on the left.
          // Anatomy, not the text direction: the same in Arabic.
          const leftIsOnReadersRight = (await centreX(left)) > (await centreX(right));
          expect(leftIsOnReadersRight, `${view} ${joint}`).toBe(view === "front");
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});

test("Escape in search gives focus back to the search button", async ({ page }) => {
  await page.goto("/exercises/chest");
  await page.waitForLoadState("networkidle");
  const button = page.getByRole("button", { name: "Search exercises" });
  await button.click();
  const box = page.getByRole("combobox", { name: "Search exercises" });
  await expect(box).toBeFocused();
  await box.fill("squat");
  await page.keyboard.press("Escape");
  await expect(box).toBeHidden();
  await expect(button).toBeFocused();

  // The same after the "/" shortcut and the close button.
  await page.keyboard.press("/");
  await expect(box).toBeFocused();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(box).toBeHidden();
  await expect(button).toBeFocused();
});

test.describe("the closed filters drawer on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, edge] of [
    ["/exercises/chest", "left"],
    ["/ar-sa/exercises/chest", "right"],
  ] as const) {
    test(`leaves the ${edge} edge of ${path} clean`, { tag: "@mobile" }, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const strip = { x: edge === "left" ? 0 : 390 - 24, y: 120, width: 24, height: 700 };
      const shot = () => page.screenshot({ clip: strip, animations: "disabled" });
      const withDrawer = await shot();
      // The same strip with the closed drawer taken out of the picture must not differ.
      await page.addStyleTag({ content: "[role=dialog][inert] { visibility: hidden !important; }" });
      expect((await shot()).equals(withDrawer), "the closed drawer draws on the page").toBe(true);
    });
  }
});

test.describe("layout shift after load", () => {
  // Lighthouse's mobile audit viewport, where a late form moves the most of the page.
  test.use({ viewport: { width: 412, height: 823 } });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
  });

  async function cumulativeShift(page: Page, path: string): Promise<number> {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1500);
    return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0));
  }

  test("sign-in stays put (also where a signed-out visit to settings lands)", async ({ page }) => {
    expect(await cumulativeShift(page, "/auth/signin")).toBeLessThanOrEqual(0.1);
    expect(await cumulativeShift(page, "/ar-sa/auth/signin")).toBeLessThanOrEqual(0.1);
    expect(await cumulativeShift(page, "/settings")).toBeLessThanOrEqual(0.1);
    await expect(page).toHaveURL(/\/auth\/signin\?callbackUrl=%2Fsettings$/);
  });

  test("settings stay put for a signed-in user", async ({ page }) => {
    const registered = await page.request.post("/api-next/auth/register", {
      data: { email: uniqueEmail("cls"), password: PASSWORD, firstName: "Ada", lastName: "Lovelace" },
    });
    expect(registered.status()).toBe(201);
    expect(await cumulativeShift(page, "/settings")).toBeLessThanOrEqual(0.1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
  });
});
