import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { lastMailTo, linkIn, PASSWORD, uniqueEmail } from "../support/accounts";
import { expect, test } from "./fixtures";

const ar = JSON.parse(readFileSync("messages/ar-sa.json", "utf8")) as {
  accounts: { registerTitle: string; register: string; errors: { required: string; acceptTerms: string } };
};

// Failed sign-ins and validation answers are expected here; the browser logs their 4xx statuses.
test.use({ allowedConsoleErrors: [/status of 4(00|01|09)/] });
// Each journey walks four to six pages with a password hash on most; on two cores shared by two
// browsers and the server that takes 15-35 s, so they get twice the default.
test.describe.configure({ timeout: 60_000 });

/** The page's own alert (Next's route announcer also has role=alert). */
const formAlert = (page: Page) => page.locator("[role=alert]:not(#__next-route-announcer__)");

async function register(page: Page, email = uniqueEmail("e2e"), callbackUrl?: string) {
  await page.goto(callbackUrl ? `/auth/register?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/auth/register");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  return email;
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  // Signing out reloads the home page, even when it is already showing.
  const reloaded = page.waitForEvent("load");
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await reloaded;
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
}

test(
  "register, sign out, then sign in again through a protected page's callback",
  { tag: "@mobile" },
  async ({ page }) => {
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/auth\/signin\?callbackUrl=%2Fsettings$/);
    await page.getByRole("link", { name: "Create a free account" }).click();
    await expect(page).toHaveURL(/\/auth\/register\?callbackUrl=%2Fsettings$/);
    const email = await register(page, uniqueEmail("journey"), "/settings");
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue(email);

    await signOut(page);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").state?.user ?? null)).toBeNull();

    await page.goto("/my-workouts");
    await expect(page).toHaveURL(/\/auth\/signin\?callbackUrl=%2Fmy-workouts$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/my-workouts$/);
    await expect(page.getByRole("heading", { name: "My workouts", level: 1 })).toBeVisible();
  },
);

test("the generated-workout detail page is protected too", async ({ page }) => {
  await page.goto("/workout-generator/workout-detail");
  await expect(page).toHaveURL(/\/auth\/signin\?callbackUrl=%2Fworkout-generator%2Fworkout-detail$/);
});

test("registration shows each validation message and offers a reset for a taken address", async ({ page }) => {
  await page.goto("/auth/register");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This field is required")).toHaveCount(4);
  await expect(page.getByText("You need to accept terms and conditions to open an account.")).toBeVisible();
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  const email = await register(page);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await signOut(page);
  await register(page, email);
  const dialog = page.getByRole("dialog", { name: "Account Already Exists" });
  await expect(dialog).toContainText("An account with that email already exists.");
  await dialog.getByRole("button", { name: "Reset password" }).click();
  const forgot = page.getByRole("dialog", { name: "Reset your password" });
  await expect(forgot.getByLabel("Email")).toHaveValue(email);
});

test("a wrong password says 'Wrong User Or Password'; Google is hidden when not configured", async ({ page }) => {
  await page.goto("/auth/signin");
  await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  await signIn(page, uniqueEmail("nobody"), "whatever password");
  const alert = formAlert(page);
  await expect(alert).toContainText("Login Failed");
  await expect(alert).toContainText("Wrong User Or Password");
});

test("change the password in settings, then sign in with the new one", async ({ page }) => {
  const email = await register(page);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto("/settings?tab=password");
  const current = page.getByLabel("Current password");
  await current.fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("another secret");
  await page.getByLabel("Confirm new password").fill("another secreT");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await current.fill("not my password");
  await page.getByLabel("Confirm new password").fill("another secret");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(formAlert(page)).toContainText("An error occurred while updating your password");

  await current.fill(PASSWORD);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been updated" })).toBeVisible();

  await signOut(page);
  await page.goto("/auth/signin");
  await signIn(page, email, "another secret");
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});

test("favourite and unfavourite an exercise; visitors see no favourite menu", async ({ page }) => {
  await page.goto("/exercise/barbell-squat");
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to My Exercises" })).toHaveCount(0);

  await register(page);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto("/exercise/barbell-squat");
  await page.getByRole("button", { name: "Add to My Exercises" }).click();
  await expect(page.getByRole("button", { name: "Remove from My Exercises" })).toBeEnabled();

  await page.goto("/my-workouts");
  await expect(page.getByRole("heading", { name: "My Exercises (1)" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Barbell Squat/ })).toBeVisible();

  await page.goto("/exercise/barbell-squat");
  await page.getByRole("button", { name: "Remove from My Exercises" }).click();
  await expect(page.getByRole("button", { name: "Add to My Exercises" })).toBeEnabled();
  await page.goto("/my-workouts");
  await expect(page.getByText("You have not saved any exercises yet.")).toBeVisible();
});

test("remove a saved exercise from My Exercises", async ({ page }) => {
  await register(page);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto("/exercise/barbell-curl");
  await page.getByRole("button", { name: "Add to My Exercises" }).click();
  await expect(page.getByRole("button", { name: "Remove from My Exercises" })).toBeEnabled();
  await page.goto("/my-workouts");
  await page.getByRole("button", { name: /Remove from My Exercises: Barbell Curl/ }).click();
  await expect(page.getByText("You have not saved any exercises yet.")).toBeVisible();
});

test("delete the account, then fail to sign in with it", async ({ page }) => {
  const email = await register(page);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto("/settings?tab=delete");
  const button = page.getByRole("button", { name: "Delete my account" });
  await expect(button).toBeDisabled();
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  const reloaded = page.waitForEvent("load");
  await button.click();
  await reloaded;
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto("/auth/signin");
  await signIn(page, email);
  await expect(formAlert(page)).toContainText("Wrong User Or Password");
});

test("leaving edited profile fields asks first", async ({ page }) => {
  await register(page);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto("/settings?tab=profile");
  await page.getByLabel("First name").fill("Augusta");
  await page.getByRole("tab", { name: "Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Unsaved changes" });
  await dialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("Augusta");
  await page.getByRole("tab", { name: "Password" }).click();
  await dialog.getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByLabel("Current password")).toBeVisible();
});

test("save the profile; every field is required", async ({ page }) => {
  await register(page);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto("/settings?tab=profile");
  await page.getByLabel("Last name").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("This field is required")).toHaveCount(2);
  await page.getByLabel("Last name").fill("King");
  await page.getByLabel("Female").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Last name")).toHaveValue("King");
  await expect(page.getByLabel("Female")).toBeChecked();
});

test("reset a forgotten password with the mailed link", async ({ page }) => {
  const email = await register(page);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await signOut(page);
  await page.goto("/auth/signin");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const forgot = page.getByRole("dialog", { name: "Reset your password" });
  await forgot.getByLabel("Email").fill(email);
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(forgot.getByRole("status")).toContainText("a reset link is on its way");

  const link = linkIn((await lastMailTo(email)).text);
  await page.goto(`${link.pathname}${link.search}`);
  const create = page.getByRole("dialog", { name: "Choose a new password" });
  await create.getByLabel("New password", { exact: true }).fill("from the mail 1");
  await create.getByLabel("Confirm new password").fill("from the mail 1");
  await create.getByRole("button", { name: "Set password" }).click();
  await expect(create.getByRole("status")).toContainText("Your password is set");
  await create.getByRole("button", { name: "Close" }).click();
  await signIn(page, email, "from the mail 1");
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});

test("choosing a language in the menu updates a signed-in user's profile", async ({ page }) => {
  await register(page);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto("/exercises/chest");
  await page.waitForLoadState("networkidle");
  await page.getByRole("combobox", { name: "Language" }).selectOption("de-de");
  await expect(page).toHaveURL(/\/de-de\/exercises\/chest$/);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api-next/user/session")).json()) as { profile: { language: string } }).profile
          .language,
    )
    .toBe("de-de");
});

test("a failed Google sign-in explains itself", async ({ page }) => {
  await page.goto("/auth/signin?error=access_denied");
  const dialog = page.getByRole("dialog", { name: "Sign in with Google" });
  await expect(dialog).toContainText("We could not finish signing in with Google.");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
});

test("right-to-left registration speaks the visitor's language", { tag: "@mobile" }, async ({ page }) => {
  await page.goto("/ar-sa/auth/register");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.accounts.registerTitle);
  await page.getByRole("button", { name: ar.accounts.register }).click();
  await expect(page.getByText(ar.accounts.errors.required).first()).toBeVisible();
  await expect(page.getByText(ar.accounts.errors.acceptTerms)).toBeVisible();
});
