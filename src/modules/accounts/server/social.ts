import "server-only";
import { and, eq } from "drizzle-orm";
import { accounts as signInMethods } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { ACCOUNT_MESSAGES as M } from "../messages";
import type { Accounts, AuthContext, SignedInAuthContext } from "./accounts";
import { withAuthErrors } from "./auth-errors";
import { currentSessionToken } from "./sign-in";

export type SocialProvider = "google";

export type SocialStart = { url: string; headers: Headers };
export type SocialSignIn = { token: string | null; headers: Headers };

function assertConfigured(accounts: Accounts, provider: SocialProvider) {
  if (provider === "google" && !accounts.googleEnabled)
    throw new AppError("NOT_FOUND", { message: "Google sign-in is not available", details: { what: "provider" } });
}

/**
 * Without a code: starts the redirect flow and answers the provider's consent URL (a signed-in user
 * links the account, a visitor signs in or up). With a code (the provider's ID token from its sign-in
 * button): signs in, or links the account when the caller is already signed in.
 */
export async function connectSocial(
  ctx: AuthContext,
  { provider, code, callbackPath }: { provider: SocialProvider; code?: string; callbackPath: string },
): Promise<SocialStart | SocialSignIn> {
  const { accounts, headers: requestHeaders } = ctx;
  assertConfigured(accounts, provider);
  const signedIn = await currentSessionToken(ctx);
  const callbackURL = new URL(callbackPath, accounts.siteUrl).toString();
  const idToken = code ? { token: code } : undefined;
  if (signedIn) {
    const { headers, response } = await withAuthErrors(M.loginFailed, () =>
      accounts.auth.api.linkSocialAccount({
        body: { provider, callbackURL, idToken, disableRedirect: true },
        headers: requestHeaders,
        returnHeaders: true,
      }),
    );
    return response.url ? { url: response.url, headers } : { token: signedIn, headers };
  }
  const { headers, response } = await withAuthErrors(M.loginFailed, () =>
    accounts.auth.api.signInSocial({
      body: { provider, callbackURL, newUserCallbackURL: callbackURL, idToken, disableRedirect: true },
      headers: requestHeaders,
      returnHeaders: true,
    }),
  );
  if ("url" in response && response.url) return { url: response.url, headers };
  return { token: "token" in response ? (response.token ?? null) : null, headers };
}

/** Unlinks the provider account `accountId` (the provider's id for the user); the last sign-in method cannot go. */
export async function disconnectSocial(ctx: SignedInAuthContext, { id_token: accountId }: { id_token: string }) {
  const [method] = await ctx.db
    .select({ id: signInMethods.id, providerId: signInMethods.providerId })
    .from(signInMethods)
    .where(and(eq(signInMethods.userId, ctx.user.pk), eq(signInMethods.accountId, accountId)));
  if (!method || method.providerId === "credential")
    throw new AppError("NOT_FOUND", { message: "Connection not found", details: { what: "connection" } });
  await withAuthErrors(M.lastSignInMethod, () =>
    // better-auth names its own row id "accountId"; the provider's account id is ours.
    ctx.accounts.auth.api.unlinkAccount({ body: { accountId: method.id }, headers: ctx.headers }),
  );
}
