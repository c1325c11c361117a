import type { Route } from "@playwright/test";
import { expectAccessible } from "../support/accessibility";
import { expect, test } from "./fixtures";

const player = (page: import("@playwright/test").Page) => page.getByTestId("exercise-motion");
const animation = (page: import("@playwright/test").Page) =>
  page.getByRole("img", { name: /our figure doing the exercise/ });

test.describe("the exercise's demonstration", () => {
  test(
    "plays in the video's place, pauses and plays again from the keyboard, and follows the model",
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto("/exercise/barbell-squat");
      await expect(player(page)).toHaveAttribute("data-state", "ready");
      await expect(animation(page)).toHaveAttribute("src", "/exercise-motion/barbell-squat.svg");
      await expect(animation(page)).toHaveAccessibleName(
        "Barbell Squat: our figure doing the exercise, with the worked muscles coloured",
      );
      // The steps say in words what the figure does.
      await expect(animation(page)).toHaveAttribute("aria-describedby", "exercise-steps");
      await expect(page.locator("#exercise-steps")).toContainText("How to do it");
      const svg = await (await page.request.get("/exercise-motion/barbell-squat.svg")).text();
      expect(svg).toContain("@keyframes");

      const pause = page.getByRole("button", { name: "Pause the demonstration" });
      await pause.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: "Play the demonstration" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(animation(page)).toHaveAttribute("src", "/exercise-motion/barbell-squat.svg?pose=1");
      await page.keyboard.press("Space");
      await expect(animation(page)).toHaveAttribute("src", "/exercise-motion/barbell-squat.svg");
      await expectAccessible(page);

      await page.getByRole("link", { name: "Female" }).click();
      await expect(page).toHaveURL(/\?model=f$/);
      await expect(animation(page)).toHaveAttribute("src", "/exercise-motion/barbell-squat.svg?model=f");
      await expect(player(page)).toHaveAttribute("data-state", "ready");
    },
  );

  test("shows a key pose as its placeholder until the animation has loaded", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/exercise-motion/barbell-squat.svg", async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto("/exercise/barbell-squat", { waitUntil: "domcontentloaded" });
    await expect(page.getByTestId("motion-placeholder")).toBeVisible();
    await expect(page.getByTestId("motion-placeholder")).toHaveAttribute(
      "src",
      "/exercise-motion/barbell-squat.svg?pose=0",
    );
    await expect(player(page)).toHaveAttribute("data-state", "loading");
    release();
    await expect(player(page)).toHaveAttribute("data-state", "ready");
    await expect(page.getByTestId("motion-placeholder")).toHaveCount(0);
  });

  test.describe(() => {
    // The refused request is reported by the browser itself.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });
    test("says the browser cannot play it when the animation fails, as the video would", async ({ page }) => {
      await page.route("**/exercise-motion/barbell-squat.svg", (route) => route.abort());
      await page.goto("/exercise/barbell-squat");
      await expect(page.getByTestId("motion-error")).toHaveText(
        "Your browser cannot play this video. Please try a different browser or source.",
      );
      // The muscles are still shown.
      await expect(page.getByRole("img", { name: /Muscles worked by Barbell Squat/ })).toBeVisible();
    });
  });

  test(
    "with reduced motion, shows the key poses side by side instead of moving",
    { tag: "@mobile" },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/exercise/barbell-squat");
      const poses = page.getByRole("list", { name: "Key positions of Barbell Squat" });
      await expect(poses).toBeVisible();
      await expect(poses.getByRole("img")).toHaveCount(2);
      await expect(poses.getByRole("img").nth(1)).toHaveAttribute("src", "/exercise-motion/barbell-squat.svg?pose=1");
      await expect(animation(page)).toBeHidden();
      await expect(page.getByRole("button", { name: "Pause the demonstration" })).toBeHidden();
      await expectAccessible(page);
    },
  );
});
