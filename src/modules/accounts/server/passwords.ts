import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { verifications } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { ACCOUNT_MESSAGES as M } from "../messages";
import type { CreatePasswordInput, PasswordUpdateInput } from "../schemas";
import type { AuthContext, SignedInAuthContext } from "./accounts";
import { withAuthErrors } from "./auth-errors";
import { clearAccountAttempts, countAttempt } from "./limits";
import { ownAccountId } from "./sign-in";

/** Changes the caller's password and signs out every other session; answers the renewed session cookie. */
export async function updatePassword(ctx: SignedInAuthContext, input: PasswordUpdateInput): Promise<Headers> {
  // The current password is checked here: without a limit, a borrowed session could guess it.
  await countAttempt(ctx.accounts.limits, "password", ctx.headers, ctx.user.pk);
  const { headers } = await withAuthErrors(M.passwordUpdateFailed, () =>
    ctx.accounts.auth.api.changePassword({
      body: { currentPassword: input.old_password, newPassword: input.new_password1, revokeOtherSessions: true },
      headers: ctx.headers,
      returnHeaders: true,
    }),
  );
  await clearAccountAttempts(ctx.accounts.limits, "password", ctx.user.pk, ctx.headers);
  return headers;
}

/** Sends a reset link when the address has an account; answers the same either way (no account probing). */
export async function forgotPassword(ctx: AuthContext, input: { email: string }): Promise<void> {
  await countAttempt(ctx.accounts.limits, "reset", ctx.headers, input.email);
  await withAuthErrors(M.passwordUpdateFailed, () =>
    ctx.accounts.auth.api.requestPasswordReset({ body: { email: input.email }, headers: ctx.headers }),
  );
}

/**
 * With a reset token: sets the password of user `pk` (the token must have been issued to that user).
 * Without one: the signed-in user `pk`, who has no password yet (Google only), sets one.
 */
export async function createPassword(ctx: AuthContext, { pk, ...input }: CreatePasswordInput & { pk: string }) {
  if (input.token) {
    const [issued] = await ctx.db
      .select({ userId: verifications.value })
      .from(verifications)
      .where(
        and(eq(verifications.identifier, `reset-password:${input.token}`), gt(verifications.expiresAt, new Date())),
      );
    if (issued?.userId !== pk)
      throw new AppError("VALIDATION", { message: M.invalidResetLink, details: { reason: "invalidResetLink" } });
    const token = input.token;
    await withAuthErrors(M.passwordUpdateFailed, () =>
      ctx.accounts.auth.api.resetPassword({ body: { newPassword: input.new_password1, token } }),
    );
    return;
  }
  if (!ctx.user) throw new AppError("NOT_AUTHENTICATED");
  ownAccountId({ ...ctx, user: ctx.user }, pk);
  await withAuthErrors(M.passwordUpdateFailed, () =>
    ctx.accounts.auth.api.setPassword({ body: { newPassword: input.new_password1 }, headers: ctx.headers }),
  );
}
