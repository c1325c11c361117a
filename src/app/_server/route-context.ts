import "server-only";
import { getDb } from "@/db/client";
import { requestLocale } from "@/lib/request-locale";
import { getAccounts, type AuthContext } from "@/modules/accounts/server/accounts";
import { findSessionUser } from "@/modules/accounts/server/session-user";
import type { RequestContext, UserContext } from "@/modules/billing/context";
import { getEntitlements } from "@/modules/billing/entitlements";

/** What a route handler's use case receives: the request's user, language, plan, and the account services. */
export type RouteContext = RequestContext & AuthContext;
export type SignedInRouteContext = UserContext & AuthContext;

/** Resolves the context once per request; the user is looked up only when `withUser` asks for it. */
export async function resolveRouteContext(request: Request, withUser: boolean): Promise<RouteContext> {
  const db = await getDb();
  const accounts = await getAccounts();
  const user = withUser ? await findSessionUser(accounts, request.headers) : null;
  return {
    db,
    accounts,
    headers: request.headers,
    locale: requestLocale(request),
    user,
    entitlements: getEntitlements(user),
  };
}
