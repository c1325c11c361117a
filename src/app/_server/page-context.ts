import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { localePath, type Locale } from "@/config/locales";
import { getDb } from "@/db/client";
import { getAccounts } from "@/modules/accounts/server/accounts";
import { findSessionUser } from "@/modules/accounts/server/session-user";
import type { RequestContext, UserContext } from "@/modules/billing/context";
import { getEntitlements } from "@/modules/billing/entitlements";

/**
 * The context of a page cached whole for everyone (ADR 0008): it never reads the request, so the
 * user is a visitor; per-user parts are decided in the browser.
 */
export async function pageContext(locale: Locale): Promise<RequestContext> {
  return { db: await getDb(), locale, user: null, entitlements: getEntitlements(null) };
}

/**
 * The context of a page of the signed-in user's own (never cached); anyone else is sent to sign in
 * and brought back to `path` afterwards (the proxy already did so for visitors without a session cookie).
 */
export async function userPageContext(locale: Locale, path: string): Promise<UserContext> {
  // Reading the request first makes the page dynamic: the build never reaches the database here.
  const requestHeaders = await headers();
  const user = await findSessionUser(await getAccounts(), requestHeaders);
  if (!user)
    redirect(`${localePath(locale, "/auth/signin")}?callbackUrl=${encodeURIComponent(localePath(locale, path))}`);
  return { db: await getDb(), locale, user, entitlements: getEntitlements(user) };
}
