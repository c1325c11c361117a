import "server-only";
import { and, eq } from "drizzle-orm";
import { accounts as signInMethods } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { ACCOUNT_MESSAGES as M } from "../messages";
import type { Accounts } from "./accounts";
import { withAuthErrors } from "./auth-errors";
import { currentSession, requireSession } from "./sign-in";

export type SocialProvider = "google";

export type SocialStart = { url: string; headers: Headers };
export type SocialSignIn = { token: string | null; headers: Headers };

function assertConfigured(accounts: Accounts, provider: SocialProvider) {
  if (provider === "google" && !accounts.googleEnabled)
    throw new AppError("NOT_FOUND", "Google sign-in is not available");
}

/**
 * Without a code: starts the redirect flow and answers the provider's consent URL (a signed-in user
 * links the account, a visitor signs in or up). With a code (the provider's ID token from its sign-in
 * button): signs in, or links the account when the caller is already signed in.
 */
export async function connectSocial(
  accounts: Accounts,
  provider: SocialProvider,
  code: string | undefined,
  callbackPath: string,
  requestHeaders: Headers,
): Promise<SocialStart | SocialSignIn> {
  assertConfigured(accounts, provider);
  const signedIn = await currentSession(accounts, requestHeaders);
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
    return response.url ? { url: response.url, headers } : { token: signedIn.sessionToken, headers };
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
export async function disconnectSocial(accounts: Accounts, accountId: string, requestHeaders: Headers) {
  const session = await requireSession(accounts, requestHeaders);
  const [method] = await accounts.db
    .select({ id: signInMethods.id, providerId: signInMethods.providerId })
    .from(signInMethods)
    .where(and(eq(signInMethods.userId, session.userId), eq(signInMethods.accountId, accountId)));
  if (!method || method.providerId === "credential") throw new AppError("NOT_FOUND", "Connection not found");
  await withAuthErrors(M.lastSignInMethod, () =>
    // better-auth names its own row id "accountId"; the provider's account id is ours.
    accounts.auth.api.unlinkAccount({ body: { accountId: method.id }, headers: requestHeaders }),
  );
}
