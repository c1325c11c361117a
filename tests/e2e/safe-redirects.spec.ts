import type { Page } from "@playwright/test";
import { PASSWORD, signedUpUser, uniqueEmail } from "../support/accounts";
import { expect, test } from "./fixtures";

// Browsers drop tabs and newlines from a URL and read `\` as `/`: each of these once led to evil.example.
// Where the browser lands, not how fast: the first visit of a page renders it, on a busy machine slowly.
const LANDED = { timeout: 15_000 };

const HOSTILE_CALLBACKS = [
  "/\t/evil.example",
  "/\n/evil.example",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example",
];

/** Fails the test the moment the browser asks another site for a page. */
async function stayOnSite(page: Page, origin: string) {
  const away: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).origin !== origin) away.push(request.url());
  });
  return () => expect(away, "navigations off the site").toEqual([]);
}

for (const callbackUrl of HOSTILE_CALLBACKS) {
  test(`signing in with callbackUrl ${JSON.stringify(callbackUrl)} stays on the site`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const { email } = await signedUpUser(baseURL!, "redirect");
    const checkAway = await stayOnSite(page, origin);
    await page.goto(`/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${origin}/`, LANDED);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    checkAway();
  });
}

test("registering with a hostile callbackUrl stays on the site", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const checkAway = await stayOnSite(page, origin);
  await page.goto(`/auth/register?callbackUrl=${encodeURIComponent("/\t/evil.example")}`);
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(uniqueEmail("redirect"));
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(`${origin}/`, LANDED);
  checkAway();
});

test("a callback path on the site is still followed", async ({ page, baseURL }) => {
  const { email } = await signedUpUser(baseURL!, "redirect");
  await page.goto(`/auth/signin?callbackUrl=${encodeURIComponent("/exercises/chest?model=f")}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${new URL(baseURL!).origin}/exercises/chest?model=f`, LANDED);
});
