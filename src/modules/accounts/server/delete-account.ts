import "server-only";
import { and, eq, like } from "drizzle-orm";
import { accounts as signInMethods, sessions, users, verifications } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { Accounts } from "./accounts";

/**
 * Removes every row of the user in one transaction: reset tokens (they hold the user id but no
 * foreign key), sessions, sign-in methods, then the user; favourites and anything added later that
 * references users go with it through ON DELETE CASCADE.
 */
export async function deleteAccount(accounts: Accounts, userId: string): Promise<void> {
  await accounts.db.transaction(async (tx) => {
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, userId), like(verifications.identifier, "reset-password:%")));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(signInMethods).where(eq(signInMethods.userId, userId));
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", "User not found");
  });
}
