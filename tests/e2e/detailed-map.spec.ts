import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/accessibility";
import { premiumUser, signInOnDevice } from "../support/accounts";
import { openFilters } from "../support/body-map";
import { expect, test } from "./fixtures";

async function turn(page: Page, name: "Advanced" | "Joints") {
  await openFilters(page);
  await page.getByRole("switch", { name }).click();
}

const note = (page: Page) => page.getByTestId("detailed-map-note").filter({ visible: true });

test.describe("the detailed map", () => {
  // Each look is two page changes through the map.
  test.slow();

  test("opens three free times without Premium, then asks for it", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/exercises/chest");
    const looks = [
      ["Advanced", /\/exercises\/mid-lower-pectoralis$/, "2 more to go"],
      ["Joints", /\/exercises\/scapula\/recovery$/, "1 more to go"],
      ["Advanced", /\/exercises\/mid-lower-pectoralis$/, "last free look"],
    ] as const;
    for (const [name, url, left] of looks) {
      await turn(page, name);
      await expect(page).toHaveURL(url);
      await openFilters(page);
      await expect(note(page)).toContainText(left);
      await expect(note(page).getByRole("link", { name: "Premium keeps it open." })).toHaveAttribute(
        "href",
        "/pricing",
      );
      await turn(page, name);
      await expect(page).toHaveURL(/\/exercises\/chest$/);
      await openFilters(page);
      await expect(note(page)).toHaveCount(0);
    }

    await page.getByRole("switch", { name: "Joints" }).click();
    const ask = page.getByRole("dialog", { name: "The detailed map is part of Premium" });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText("You have had your 3 free looks");
    await expect(ask.getByRole("link", { name: "Try Premium free for 7 days" })).toHaveAttribute("href", "/pricing");
    await expectAccessible(page);
    await ask.getByRole("button", { name: "Keep the basic map" }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL(/\/exercises\/chest$/);
    await expect(page.getByRole("switch", { name: "Joints" }).filter({ visible: true })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    // Each try counts toward the offer, the asking one included.
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem("monetization") ?? "{}").state.advancedClicks),
    ).toBe(4);

    // Links into detailed listings stay open: they are the library's public pages.
    await page.goto("/exercises/lateral-deltoid");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Lateral");
    await openFilters(page);
    await expect(note(page)).toContainText("last free look");
  });

  test("stays open for Premium, with no count shown", async ({ page, baseURL }) => {
    const user = await premiumUser(baseURL!, "detailed-map");
    await signInOnDevice(page, user, "premium");
    await page.goto("/exercises/chest");
    for (let look = 0; look < 4; look += 1) {
      await turn(page, "Advanced");
      await expect(page).toHaveURL(/\/exercises\/mid-lower-pectoralis$/);
      await expect(page.getByTestId("detailed-map-note")).toHaveCount(0);
      await turn(page, "Advanced");
      await expect(page).toHaveURL(/\/exercises\/chest$/);
    }
    await expect(page.getByRole("dialog", { name: "The detailed map is part of Premium" })).toHaveCount(0);
  });
});
