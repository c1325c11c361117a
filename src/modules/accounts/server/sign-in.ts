import "server-only";
import { AppError } from "@/lib/errors";
import type { AuthAnswerDto } from "../dto";
import { ACCOUNT_MESSAGES as M } from "../messages";
import type { LoginInput, RegisterInput } from "../schemas";
import type { Accounts } from "./accounts";
import { withAuthErrors } from "./auth-errors";
import { clearAccountAttempts, countAttempt } from "./limits";
import { loadSessionUser } from "./session-user";

/** An answer plus the Set-Cookie headers better-auth produced for it. */
export type WithCookies<T> = { body: T; headers: Headers };

async function answer(accounts: Accounts, userId: string, token: string | null, headers: Headers) {
  const user = await loadSessionUser(accounts.db, userId);
  if (!user || !token) throw new Error("the session was not created");
  return { body: { user, token } satisfies AuthAnswerDto, headers };
}

export async function login(
  accounts: Accounts,
  input: LoginInput,
  requestHeaders: Headers,
): Promise<WithCookies<AuthAnswerDto>> {
  await countAttempt(accounts.limits, "login", requestHeaders, input.email);
  const { headers, response } = await withAuthErrors(M.loginFailed, () =>
    accounts.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: requestHeaders,
      returnHeaders: true,
    }),
  );
  await clearAccountAttempts(accounts.limits, "login", input.email);
  return answer(accounts, response.user.id, response.token, headers);
}

export async function register(
  accounts: Accounts,
  input: RegisterInput,
  language: string,
  requestHeaders: Headers,
): Promise<WithCookies<AuthAnswerDto>> {
  await countAttempt(accounts.limits, "register", requestHeaders, input.email);
  const { headers, response } = await withAuthErrors(M.registrationFailed, () =>
    accounts.auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        language,
      },
      headers: requestHeaders,
      returnHeaders: true,
    }),
  );
  return answer(accounts, response.user.id, response.token, headers);
}

/** Ends the session (when there is one) and answers the cookies that clear it. */
export async function logout(accounts: Accounts, requestHeaders: Headers): Promise<Headers> {
  const { headers } = await withAuthErrors("Logout failed", () =>
    accounts.auth.api.signOut({ headers: requestHeaders, returnHeaders: true }),
  );
  return headers;
}

export type CurrentSession = { userId: string; sessionToken: string };

/** The signed-in user of a request (cookie or bearer token), or null. */
export async function currentSession(accounts: Accounts, requestHeaders: Headers): Promise<CurrentSession | null> {
  const session = await accounts.auth.api.getSession({ headers: requestHeaders });
  return session ? { userId: session.user.id, sessionToken: session.session.token } : null;
}

export async function requireSession(accounts: Accounts, requestHeaders: Headers): Promise<CurrentSession> {
  const session = await currentSession(accounts, requestHeaders);
  if (!session) throw new AppError("UNAUTHORIZED", M.notAuthenticated);
  return session;
}

export async function sessionUser(accounts: Accounts, requestHeaders: Headers) {
  const session = await requireSession(accounts, requestHeaders);
  const user = await loadSessionUser(accounts.db, session.userId);
  if (!user) throw new AppError("UNAUTHORIZED", M.notAuthenticated);
  return user;
}

/** The caller must be the user `id` names: nobody reads or changes another user's account. */
export async function requireOwner(accounts: Accounts, requestHeaders: Headers, id: string) {
  const session = await requireSession(accounts, requestHeaders);
  if (session.userId !== id) throw new AppError("FORBIDDEN", M.forbidden);
  return session;
}
