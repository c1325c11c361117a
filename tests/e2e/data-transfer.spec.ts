import path from "node:path";
import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/accessibility";
import { PASSWORD, uniqueEmail } from "../support/accounts";
import { expect, test } from "./fixtures";

const STRONG_FILE = path.resolve("src/modules/workouts/log/import/fixtures/strong-sample.csv");

async function signUp(page: Page, { premium }: { premium: boolean }) {
  const registered = await page.request.post("/api-next/auth/register", {
    data: { email: uniqueEmail("data-e2e"), password: PASSWORD, firstName: "Dana", lastName: "Data" },
  });
  expect(registered.status()).toBe(201);
  if (premium) {
    const checkout = await page.request.post("/api-next/billing/local-checkout", { data: { plan: "annual" } });
    expect(checkout.status(), await checkout.text()).toBe(200);
  }
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Your data" });
  await expect(section).toBeVisible();
  return section;
}

test("settings hands me my data as files, and shows a free user what the import needs", async ({ page }) => {
  const section = await signUp(page, { premium: false });
  const json = page.waitForEvent("download");
  await section.getByRole("link", { name: "Download my data (JSON)" }).click();
  expect((await json).suggestedFilename()).toMatch(/^moveatlas-export-\d{4}-\d{2}-\d{2}\.json$/);
  const csv = page.waitForEvent("download");
  await section.getByRole("link", { name: "Download training (CSV)" }).click();
  expect((await csv).suggestedFilename()).toMatch(/^moveatlas-export-\d{4}-\d{2}-\d{2}\.csv$/);

  await expect(section.getByText(/comes with Premium/)).toBeVisible();
  await expect(section.getByRole("link", { name: "See Premium" })).toHaveAttribute("href", "/pricing");
  await expect(section.getByLabel("CSV file")).toHaveCount(0);
  await expectAccessible(page);
});

test("a Premium user imports a Strong file, choosing an exercise for a name we do not know", async ({ page }) => {
  test.setTimeout(60_000);
  const section = await signUp(page, { premium: true });
  await section.getByRole("radio", { name: "Strong" }).check();
  await section.getByRole("radio", { name: "pounds (lb)" }).check();
  await section.getByLabel("CSV file").setInputFiles(STRONG_FILE);
  await section.getByRole("button", { name: "Check the file" }).click();

  const review = section.getByTestId("import-review");
  await expect(review.getByRole("heading", { name: "3 sessions with 16 sets found." })).toBeFocused();
  await expect(review).toContainText("exercise names recognised.");
  const choice = review.getByRole("combobox", { name: /Meadows Row \(2 sets\)/ });
  await expect(choice.locator("option")).not.toHaveCount(1);
  await expect(choice.locator("option").last()).toHaveText("Leave out");
  await expectAccessible(page);
  // Nothing is stored while the user reviews.
  expect(((await (await page.request.get("/api-next/workout/logs")).json()) as { count: number }).count).toBe(0);

  await choice.selectOption({ index: 0 });
  await review.getByRole("button", { name: "Import" }).click();
  await expect(section.getByTestId("import-result")).toContainText(
    "3 sessions and 16 sets imported. 1 set was left out.",
  );
  const logs = (await (await page.request.get("/api-next/workout/logs")).json()) as {
    count: number;
    results: { title: string }[];
  };
  expect(logs.count).toBe(3);
  expect(logs.results.map((session) => session.title).sort()).toEqual(["Legs", "Pull A", "Push A"]);
  await expectAccessible(page);
});
