import "server-only";
import type { Locale } from "@/config/locales";
import { getDb } from "@/db/client";
import type { RequestContext } from "@/modules/billing/context";
import { getEntitlements } from "@/modules/billing/entitlements";

/**
 * The context of a page cached whole for everyone (ADR 0008): it never reads the request, so the
 * user is a visitor; per-user parts are decided in the browser.
 */
export async function pageContext(locale: Locale): Promise<RequestContext> {
  return { db: await getDb(), locale, user: null, entitlements: getEntitlements(null) };
}
