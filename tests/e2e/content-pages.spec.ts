import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/accessibility";
import { expect, test } from "./fixtures";

type ContentMessages = {
  content: {
    legal: Record<string, unknown> & { terms: { title: string } };
    calculators: { calories: { title: string } };
    footer: Record<string, string>;
  };
};
const messages = (locale: string) =>
  JSON.parse(readFileSync(path.resolve("messages/content", `${locale}.json`), "utf8")) as ContentMessages;
const en = messages("en-us");
const ar = messages("ar-sa");

const PAGES = [
  { path: "/calculators", title: "Fitness calculators" },
  { path: "/calculators/calories", title: "Calorie calculator" },
  { path: "/calculators/macros", title: "Macro calculator" },
  { path: "/calculators/one-rep-max", title: "One-rep max calculator" },
  { path: "/terms", title: "Terms of Use" },
  { path: "/privacy-policy", title: "Privacy Policy" },
  { path: "/app-privacy-policy", title: "App Privacy Policy" },
  { path: "/image-use-policy", title: "Image Use Policy" },
  { path: "/about", title: "About MoveAtlas" },
  { path: "/directory", title: "Site directory" },
];

/** Nothing wider than the window: no sideways scrolling, nothing cut at the edge. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const results = (page: Page) => page.getByTestId("calculator-results");

/** axe over the page with the pointer parked away from the button just clicked (hover is not the resting look). */
async function expectAccessibleAtRest(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

test.describe("content pages", () => {
  for (const { path: url, title } of PAGES) {
    test(`${url} loads, fits the window and passes axe`, { tag: "@mobile" }, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(title));
      await expectNoOverflow(page);
      await expectAccessible(page);
    });
  }

  test("the calculators index links to the three calculators", async ({ page }) => {
    await page.goto("/calculators");
    for (const name of ["Calorie calculator", "Macro calculator", "One-rep max calculator"]) {
      await page.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await page.getByRole("link", { name: "All calculators" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fitness calculators");
    }
  });
});

test.describe("calorie calculator", () => {
  test("works out the revised Harris-Benedict calories for each goal", async ({ page }) => {
    await page.goto("/calculators/calories");
    await page.getByLabel("Age (years)").fill("30");
    await page.getByLabel("Weight (kg)").fill("80");
    await page.getByLabel("Height (cm)").fill("180");
    await page.getByLabel("Activity level").selectOption("moderate");
    await page.getByRole("button", { name: "Calculate" }).click();
    // 88.362 + 13.397 × 80 + 4.799 × 180 − 5.677 × 30 = 1853.632; × 1.55 = 2873.13
    await expect(page.getByTestId("bmr")).toHaveText("1,854 kcal");
    await expect(page.getByTestId("maintenance-calories")).toHaveText("2,873 kcal");
    const table = page.getByTestId("calories-by-goal");
    await expect(table.locator('[data-goal="extreme_loss"]')).toContainText("-1 kg");
    await expect(table.locator('[data-goal="extreme_loss"]')).toContainText("2,299 kcal");
    await expect(table.locator('[data-goal="mild_gain"]')).toContainText("+0.25 kg");
    await expect(table.locator('[data-goal="mild_gain"]')).toContainText("3,017 kcal");
    // The announced region holds the headline figures.
    await expect(results(page).locator('[aria-live="polite"]')).toContainText("2,873 kcal");
    await expectAccessibleAtRest(page);

    // The radio itself is visually hidden; its label is the segment a visitor taps.
    await page.getByText("Female", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
    await page.getByRole("button", { name: "Calculate" }).click();
    // 447.593 + 9.247 × 80 + 3.098 × 180 − 4.33 × 30 = 1615.283
    await expect(page.getByTestId("bmr")).toHaveText("1,615 kcal");
  });

  test("switching to imperial converts what was typed and gives the same result", async ({ page }) => {
    await page.goto("/calculators/calories");
    await page.getByLabel("Age (years)").fill("30");
    await page.getByLabel("Weight (kg)").fill("80");
    await page.getByLabel("Height (cm)").fill("180");
    await page.getByText("Imperial (lb, ft, in)").click();
    await expect(page.getByLabel("Weight (lb)")).toHaveValue("176.37");
    await expect(page.getByLabel("Height (feet)")).toHaveValue("5");
    await expect(page.getByLabel("Height (inches)")).toHaveValue("11");
    await page.getByRole("button", { name: "Calculate" }).click();
    // 5 ft 11 in is 180.34 cm: 1853.632 + 4.799 × 0.34 rounds to 1855.
    await expect(page.getByTestId("bmr")).toHaveText("1,855 kcal");
    await expect(page.getByTestId("calories-by-goal").locator('[data-goal="weight_loss"]')).toContainText("-1 lb");
    await page.getByText("Metric (kg, cm)").click();
    await expect(page.getByLabel("Weight (kg)")).toHaveValue("80");
    await expect(page.getByLabel("Height (cm)")).toHaveValue("180");
  });

  test("says what is wrong with out-of-range or unreadable input and moves focus there", async ({ page }) => {
    await page.goto("/calculators/calories");
    await page.getByLabel("Age (years)").fill("abc");
    await page.getByLabel("Weight (kg)").fill("80");
    await page.getByLabel("Height (cm)").fill("400");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
      "Please correct the highlighted fields.",
    );
    await expect(page.getByText("Enter a number from 15 to 100.")).toBeVisible();
    await expect(page.getByText("Enter a number from 100 to 250.")).toBeVisible();
    await expect(page.getByLabel("Age (years)")).toBeFocused();
    await expect(page.getByLabel("Age (years)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("bmr")).toHaveCount(0);
    await expectAccessibleAtRest(page);
  });

  test("hands its calories to the macro calculator", async ({ page }) => {
    await page.goto("/calculators/calories");
    await page.getByLabel("Age (years)").fill("30");
    await page.getByLabel("Weight (kg)").fill("80");
    await page.getByLabel("Height (cm)").fill("180");
    await page.getByRole("button", { name: "Calculate" }).click();
    await page.getByRole("link", { name: "Split these calories into macros" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Macro calculator");
    await expect(page.getByLabel("Calories a day (kcal)")).toHaveValue("2873");
    await expect(page.getByText("Taken from your calorie calculation.")).toBeVisible();
  });
});

test.describe("macro calculator", () => {
  test("splits calories into grams per day and per meal", async ({ page }) => {
    await page.goto("/calculators/macros");
    await page.getByLabel("Calories a day (kcal)").fill("2000");
    await page.getByLabel("Meals a day").fill("3");
    await page.getByRole("button", { name: "Calculate" }).click();
    // Balanced 40/30/30: 2000 × 40 / 100 / 3 / 4 = 66.7 g of carbohydrate a meal.
    await expect(page.getByTestId("carbs-per-day")).toHaveText("200 g");
    await expect(page.getByTestId("carbs-per-meal")).toHaveText("67 g");
    await expect(page.getByTestId("protein-per-meal")).toHaveText("50 g");
    await expect(page.getByTestId("fat-per-day")).toHaveText("67 g");
    await expect(page.getByTestId("fat-per-meal")).toHaveText("22 g");

    await page.locator("label", { hasText: /^Ketogenic/ }).click();
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByTestId("carbs-per-day")).toHaveText("25 g");
    await expect(page.getByTestId("fat-per-day")).toHaveText("156 g");
    await expectAccessibleAtRest(page);
  });

  test("asks for whole meals", async ({ page }) => {
    await page.goto("/calculators/macros");
    await page.getByLabel("Calories a day (kcal)").fill("2000");
    await page.getByLabel("Meals a day").fill("2.5");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText("Enter a whole number.")).toBeVisible();
    await expect(page.getByLabel("Meals a day")).toBeFocused();
  });
});

test.describe("one-rep max calculator", () => {
  test("estimates with Brzycki and warns past 10 repetitions", async ({ page }) => {
    await page.goto("/calculators/one-rep-max");
    await page.getByLabel("Weight lifted (kg)").fill("100");
    await page.getByLabel("Repetitions").fill("5");
    await page.getByRole("button", { name: "Calculate" }).click();
    // 100 × 36 / (37 − 5) = 112.5
    await expect(page.getByTestId("one-rep-max")).toHaveText("112.5 kg");
    await expect(page.getByText(/Past 10 repetitions/)).toHaveCount(0);
    await expect(page.getByTestId("training-loads")).toContainText("106.9 kg");

    await page.getByLabel("Repetitions").fill("1");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByTestId("one-rep-max")).toHaveText("100 kg");

    await page.getByLabel("Repetitions").fill("12");
    await page.getByRole("button", { name: "Calculate" }).click();
    // 100 × 36 / 25 = 144
    await expect(page.getByTestId("one-rep-max")).toHaveText("144 kg");
    await expect(page.getByText(/Past 10 repetitions the estimate becomes less accurate/)).toBeVisible();
    await expectAccessibleAtRest(page);
  });

  test("converts the weight between kg and lb and refuses impossible repetitions", async ({ page }) => {
    await page.goto("/calculators/one-rep-max");
    await page.getByLabel("Weight lifted (kg)").fill("100");
    await page.getByText("lb", { exact: true }).click();
    await expect(page.getByLabel("Weight lifted (lb)")).toHaveValue("220.46");
    await page.getByLabel("Repetitions").fill("40");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText("Enter a number from 1 to 30.")).toBeVisible();
  });
});

test.describe("legal and about pages", () => {
  const LEGAL = [
    {
      path: "/terms",
      facts: [/within 14 days of the payment/, /30 days of your first payment/, /7-day free trial/, /harmful content/],
    },
    { path: "/privacy-policy", facts: [/within 45 days/, /another 45 days/, /12 months/, /under 13/, /under 16/] },
    { path: "/app-privacy-policy", facts: [/45 days/, /12 months/, /under 13/, /under 16/] },
    { path: "/image-use-policy", facts: [/Free use with credit/] },
  ];
  for (const { path: url, facts } of LEGAL) {
    test(`${url} shows its sections, the request form link and an ad slot`, async ({ page }) => {
      await page.goto(url);
      for (const fact of facts) await expect(page.getByRole("article").getByText(fact).first()).toBeVisible();
      const form = page.getByRole("link", { name: /API request form/ });
      await expect(form).toHaveAttribute("target", "_blank");
      await expect(form).toHaveAttribute("rel", /noopener/);
      await expect(form).toHaveAccessibleName("API request form (opens in a new tab)");
      await expect(page.locator('article [data-ad="house"]')).toBeVisible();
      // The contents lead to their sections.
      await page.getByRole("navigation", { name: "On this page" }).getByRole("link").nth(1).click();
      await expect(page).toHaveURL(/#s2$/);
    });
  }

  test("the about page tells what MoveAtlas does and offers the app", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "What you can do" })).toBeVisible();
    const panel = page.getByTestId("mobile-app-panel");
    await expect(panel.getByRole("heading", { name: "Take MoveAtlas with you" })).toBeVisible();
    await expect(panel.getByRole("img", { name: /QR code/ }).locator("svg")).toBeVisible();
    await expect(panel.getByRole("link", { name: /App Store/ })).toHaveAttribute("target", "_blank");
    await expect(panel.getByRole("link", { name: /Google Play/ })).toHaveAttribute("rel", /noopener/);
  });

  test("the directory lists every muscle, joint and section", async ({ page }) => {
    // A thousand links: on two busy cores rendering and checking them can pass the default 30 s.
    test.slow();
    await page.goto("/directory");
    const directory = page.getByTestId("directory");
    const muscles = directory.getByRole("region", { name: "Exercises by muscle" });
    await expect(muscles.getByRole("link", { name: "Chest", exact: true })).toHaveAttribute("href", "/exercises/chest");
    await expect(directory.getByRole("link", { name: "Upper Pectoralis" })).toHaveAttribute(
      "href",
      "/exercises/upper-pectoralis",
    );
    await expect(directory.locator('a[href="/exercises/knees/recovery"]')).toBeVisible();
    for (const href of ["/workouts", "/calculators/macros", "/terms", "/image-use-policy", "/about"])
      await expect(directory.locator(`a[href="${href}"]`).first()).toBeVisible();
    await muscles.getByRole("link", { name: "Chest", exact: true }).click();
    await expect(page).toHaveURL(/\/exercises\/chest$/);
  });

  test("the directory lists every equipment, exercise type, workout, routine and article", async ({
    page,
    request,
  }) => {
    // Hundreds of links: none may be prefetched (only the header's), or one visit asks for every page.
    const prefetches: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("_rsc=")) prefetches.push(sent.url());
    });
    await page.goto("/directory");
    await page.waitForLoadState("networkidle");
    expect(prefetches.length, prefetches.join("\n")).toBeLessThanOrEqual(3);
    const section = (name: string) => page.getByRole("region", { name, exact: true });

    const barbell = section("Exercises by equipment").getByRole("region", { name: "Barbell", exact: true });
    await expect(barbell.getByRole("link", { name: "Chest", exact: true })).toHaveAttribute(
      "href",
      "/exercises/chest/barbell",
    );
    const stretching = section("Exercises by type").getByRole("region", { name: /^Stretching/ });
    await expect(stretching.getByRole("heading")).toHaveText(/Stretching\s*\d+ exercises/);
    await expect(stretching.getByRole("link")).toHaveCount(6);

    const count = async (path: string) => ((await (await request.get(path)).json()) as { count: number }).count;
    await expect(section("Our workouts by goal").locator('a[href^="/workout/"]')).toHaveCount(
      await count("/api-next/workout/originals/workouts?limit=1"),
    );
    await expect(section("Routines by goal").locator('a[href^="/routines/"]')).toHaveCount(
      await count("/api-next/routines?limit=1"),
    );
    await expect(section("Articles by topic").locator('a[href^="/articles/"]')).toHaveCount(
      await count("/api-next/article/articles/?limit=1"),
    );
    await section("Articles by topic").locator('a[href="/articles/protein-how-much-and-when"]').click();
    await expect(page).toHaveURL(/\/articles\/protein-how-much-and-when$/);
  });

  test("registration names the terms and the privacy policy as links", async ({ page }) => {
    await page.goto("/auth/register");
    const label = page.locator("label", { hasText: "I accept the terms" });
    await expect(label.getByRole("link", { name: "terms and conditions" })).toHaveAttribute("href", "/terms");
    await expect(label.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(label.getByRole("link", { name: "privacy policy" })).toHaveAttribute("target", "_blank");
  });
});

test.describe("footer", () => {
  const LINKS = [
    { name: "Calculators", title: "Fitness calculators" },
    { name: "Site directory", title: "Site directory" },
    { name: "About us", title: "About MoveAtlas" },
    { name: "Credits", title: "Credits" },
    { name: "Terms of Use", title: "Terms of Use" },
    { name: "Privacy Policy", title: "Privacy Policy" },
    { name: "App Privacy Policy", title: "App Privacy Policy" },
    { name: "Image Use Policy", title: "Image Use Policy" },
  ];

  test("its links lead to their pages", async ({ page }) => {
    await page.goto("/calculators");
    for (const { name, title } of LINKS) {
      await page.getByTestId("site-footer").getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    }
  });

  test("offers our profiles and the app stores in new tabs", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByTestId("site-footer");
    const social = footer.getByTestId("social-links").getByRole("link");
    await expect(social).toHaveCount(4);
    for (const name of ["Our video channel", "Our photo page", "Our short posts", "Our social network page"]) {
      const link = footer.getByRole("link", { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(footer.getByTestId("store-badges").getByRole("link")).toHaveCount(2);
  });
});

test.describe("right to left", () => {
  test(
    "ar-sa pages read right to left, in Arabic, and the calculators still work",
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto("/ar-sa/calculators/calories");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.content.calculators.calories.title);
      const form = page.locator("form");
      const inputs = form.locator('input[inputmode="decimal"]');
      // Arabic-Indic digits are read like any others.
      await inputs.nth(0).fill("٣٠");
      await inputs.nth(1).fill("80");
      await inputs.nth(2).fill("180");
      await form.getByRole("button").click();
      await expect(page.getByTestId("bmr")).toContainText(new Intl.NumberFormat("ar-SA").format(1854));
      await expectNoOverflow(page);
      await expectAccessibleAtRest(page);

      await page.goto("/ar-sa/terms");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.content.legal.terms.title);
      // Start and end swap: the footer's first column sits at the right.
      const box = await page.getByTestId("site-footer").locator("nav").first().boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(width / 2);
      await expectNoOverflow(page);
      await expectAccessibleAtRest(page);
    },
  );

  test("every content page has its translation", async ({ page }) => {
    expect(ar.content.legal.terms.title).not.toBe(en.content.legal.terms.title);
    await page.goto("/ar-sa/about");
    await expect(page.getByTestId("mobile-app-panel")).toBeVisible();
    await expectAccessibleAtRest(page);
  });
});

/** Full-page screenshots of every page at this project's width, in English and Arabic, for review. */
test("screenshots", { tag: "@mobile" }, async ({ page }, info) => {
  test.skip(!process.env.CONTENT_SCREENSHOTS, "set CONTENT_SCREENSHOTS=1 to take them");
  test.setTimeout(180_000);
  for (const locale of ["", "/ar-sa"])
    for (const { path: url } of PAGES) {
      await page.goto(`${locale}${url}`);
      const name = `${info.project.name}${locale.replace("/", "-") || "-en"}${url.replaceAll("/", "-")}.png`;
      await page.screenshot({ path: path.join("test-results/content-shots", name), fullPage: true });
    }
});
