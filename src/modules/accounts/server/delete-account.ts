import "server-only";
import { and, eq, like } from "drizzle-orm";
import { accounts as signInMethods, sessions, users, verifications } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { SignedInAuthContext } from "./accounts";
import { logout, ownAccountId } from "./sign-in";

/**
 * Removes every row of the caller's own account `id` in one transaction: reset tokens (they hold the
 * user id but no foreign key), sessions, sign-in methods, then the user; favourites and anything added
 * later that references users go with it through ON DELETE CASCADE. Answers the cookies that clear the session.
 */
export async function deleteAccount(ctx: SignedInAuthContext, input: { id: string }): Promise<Headers> {
  const owner = ownAccountId(ctx, input.id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, owner), like(verifications.identifier, "reset-password:%")));
    await tx.delete(sessions).where(eq(sessions.userId, owner));
    await tx.delete(signInMethods).where(eq(signInMethods.userId, owner));
    const deleted = await tx.delete(users).where(eq(users.id, owner)).returning({ id: users.id });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", { message: "User not found" });
  });
  return logout(ctx).catch(() => new Headers());
}
