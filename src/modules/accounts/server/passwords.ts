import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { verifications } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { ACCOUNT_MESSAGES as M } from "../messages";
import type { CreatePasswordInput, PasswordUpdateInput } from "../schemas";
import type { Accounts } from "./accounts";
import { withAuthErrors } from "./auth-errors";
import { countAttempt } from "./limits";
import { requireSession } from "./sign-in";

/** Changes the password and signs out every other session; answers the renewed session cookie. */
export async function updatePassword(accounts: Accounts, input: PasswordUpdateInput, requestHeaders: Headers) {
  await requireSession(accounts, requestHeaders);
  const { headers } = await withAuthErrors(M.passwordUpdateFailed, () =>
    accounts.auth.api.changePassword({
      body: { currentPassword: input.old_password, newPassword: input.new_password1, revokeOtherSessions: true },
      headers: requestHeaders,
      returnHeaders: true,
    }),
  );
  return headers;
}

/** Sends a reset link when the address has an account; answers the same either way (no account probing). */
export async function forgotPassword(accounts: Accounts, email: string, requestHeaders: Headers): Promise<void> {
  await countAttempt(accounts.limits, "reset", requestHeaders, email);
  await withAuthErrors(M.passwordUpdateFailed, () =>
    accounts.auth.api.requestPasswordReset({ body: { email }, headers: requestHeaders }),
  );
}

/**
 * With a reset token: sets the password of user `pk` (the token must have been issued to that user).
 * Without one: the signed-in user `pk`, who has no password yet (Google only), sets one.
 */
export async function createPassword(
  accounts: Accounts,
  pk: string,
  input: CreatePasswordInput,
  requestHeaders: Headers,
): Promise<void> {
  if (input.token) {
    const [issued] = await accounts.db
      .select({ userId: verifications.value })
      .from(verifications)
      .where(
        and(eq(verifications.identifier, `reset-password:${input.token}`), gt(verifications.expiresAt, new Date())),
      );
    if (issued?.userId !== pk) throw new AppError("VALIDATION", M.invalidResetLink);
    const token = input.token;
    await withAuthErrors(M.passwordUpdateFailed, () =>
      accounts.auth.api.resetPassword({ body: { newPassword: input.new_password1, token } }),
    );
    return;
  }
  const session = await requireSession(accounts, requestHeaders);
  if (session.userId !== pk) throw new AppError("FORBIDDEN", M.forbidden);
  await withAuthErrors(M.passwordUpdateFailed, () =>
    accounts.auth.api.setPassword({ body: { newPassword: input.new_password1 }, headers: requestHeaders }),
  );
}
