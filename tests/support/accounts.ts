import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";

import { MAIL_DIR } from "./e2e-paths";

export { MAIL_DIR };
export const PASSWORD = "a long enough secret";

let counter = 0;
export const uniqueEmail = (label = "user") =>
  `${label}.${Date.now().toString(36)}.${process.pid}.${counter++}@example.com`;

export type SignedUpUser = { api: APIRequestContext; email: string; pk: string; token: string };

/** A new API client with its own cookie jar, registered as a fresh user. */
export async function signedUpUser(baseURL: string, label = "user"): Promise<SignedUpUser> {
  const api = await playwrightRequest.newContext({ baseURL });
  const email = uniqueEmail(label);
  const response = await api.post("/api-next/auth/register", {
    data: { email, password: PASSWORD, firstName: "Test", lastName: label },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { user: { pk: string }; token: string };
  return { api, email, pk: body.user.pk, token: body.token };
}

/** A fresh user who has taken the Premium trial through the local checkout (its signed webhook included). */
export async function premiumUser(baseURL: string, label = "premium"): Promise<SignedUpUser> {
  const user = await signedUpUser(baseURL, label);
  const done = await user.api.post("/api-next/billing/local-checkout", { data: { plan: "annual" } });
  expect(done.status(), await done.text()).toBe(200);
  return user;
}

/**
 * Gives the browser the user's session. Pages are cached for everyone, so a private page confirms it
 * first; the device then knows the user (and whether they have Premium) on every page.
 */
export async function signInOnDevice(page: Page, user: SignedUpUser, status?: "premium") {
  await page.context().addCookies((await user.api.storageState()).cookies);
  await page.goto("/settings");
  await page.waitForFunction((wanted) => {
    const known = JSON.parse(localStorage.getItem("user") ?? "{}")?.state?.user as { status?: string } | undefined;
    return !!known && (!wanted || known.status === wanted);
  }, status);
}

/** The newest mail the server's outbox holds for `to`, waiting briefly for it to be written. */
export async function lastMailTo(to: string): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(MAIL_DIR).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(path.join(MAIL_DIR, file), "utf8")) as {
        to: string;
        subject: string;
        text: string;
      };
      if (mail.to === to) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

export const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? "http://missing.invalid/");
