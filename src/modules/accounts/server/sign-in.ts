import "server-only";
import { AppError } from "@/lib/errors";
import type { AuthAnswerDto, SessionUserDto } from "../dto";
import { ACCOUNT_MESSAGES as M } from "../messages";
import type { LoginInput, RegisterInput } from "../schemas";
import type { AuthContext, SignedInAuthContext } from "./accounts";
import { withAuthErrors } from "./auth-errors";
import { clearAccountAttempts, countAttempt } from "./limits";
import { loadSessionUser } from "./session-user";

/** An answer plus the Set-Cookie headers better-auth produced for it. */
export type WithCookies<T> = { body: T; headers: Headers };

async function answer(ctx: AuthContext, userId: string, token: string | null, headers: Headers) {
  const user = await loadSessionUser(ctx.db, userId);
  if (!user || !token) throw new Error("the session was not created");
  return { body: { user, token } satisfies AuthAnswerDto, headers };
}

export async function login(ctx: AuthContext, input: LoginInput): Promise<WithCookies<AuthAnswerDto>> {
  await countAttempt(ctx.accounts.limits, "login", ctx.headers, input.email);
  const { headers, response } = await withAuthErrors(M.loginFailed, () =>
    ctx.accounts.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: ctx.headers,
      returnHeaders: true,
    }),
  );
  await clearAccountAttempts(ctx.accounts.limits, "login", input.email, ctx.headers);
  return answer(ctx, response.user.id, response.token, headers);
}

/** Opens an account in the language the visitor is using. */
export async function register(ctx: AuthContext, input: RegisterInput): Promise<WithCookies<AuthAnswerDto>> {
  await countAttempt(ctx.accounts.limits, "register", ctx.headers, input.email);
  const { headers, response } = await withAuthErrors(M.registrationFailed, () =>
    ctx.accounts.auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        language: ctx.locale,
      },
      headers: ctx.headers,
      returnHeaders: true,
    }),
  );
  return answer(ctx, response.user.id, response.token, headers);
}

/** Ends the session (when there is one) and answers the cookies that clear it. */
export async function logout(ctx: AuthContext): Promise<Headers> {
  const { headers } = await withAuthErrors("Logout failed", () =>
    ctx.accounts.auth.api.signOut({ headers: ctx.headers, returnHeaders: true }),
  );
  return headers;
}

/** The session token of a request, for answers that hand it to the client; null for a visitor. */
export async function currentSessionToken(ctx: AuthContext): Promise<string | null> {
  const session = await ctx.accounts.auth.api.getSession({ headers: ctx.headers });
  return session?.session.token ?? null;
}

/** The signed-in user, as the session call answers it. */
export const sessionUser = (ctx: SignedInAuthContext): SessionUserDto => ctx.user;

/**
 * The account a path names must be the caller's own: the owner's id is what every query then uses,
 * so nobody reads or changes another user's account.
 */
export function ownAccountId(ctx: SignedInAuthContext, id: string): string {
  if (id !== ctx.user.pk) throw new AppError("FORBIDDEN", { message: M.forbidden, details: { reason: "forbidden" } });
  return ctx.user.pk;
}
