import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { SessionUserDto } from "../dto";
import { ACCOUNT_MESSAGES as M } from "../messages";
import type { ProfileUpdateInput } from "../schemas";
import type { Accounts } from "./accounts";
import { loadSessionUser } from "./session-user";

async function assertEmailFree(accounts: Accounts, userId: string, email: string) {
  const [taken] = await accounts.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)));
  if (taken) throw new AppError("CONFLICT", M.accountExists);
}

/** The user `userId` as the session call answers it. */
export async function getAccount(accounts: Accounts, userId: string): Promise<SessionUserDto> {
  const user = await loadSessionUser(accounts.db, userId);
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  return user;
}

/** Updates the given profile fields of `userId` and answers the user as the session call would. */
export async function updateProfile(
  accounts: Accounts,
  userId: string,
  input: ProfileUpdateInput,
): Promise<SessionUserDto> {
  if (input.email) await assertEmailFree(accounts, userId, input.email);
  await accounts.db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId));
    if (!current) throw new AppError("NOT_FOUND", "User not found");
    const firstName = input.first_name ?? current.firstName;
    const lastName = input.last_name ?? current.lastName;
    await tx
      .update(users)
      .set({
        firstName,
        lastName,
        name: `${firstName} ${lastName}`.trim() || current.name,
        ...(input.email !== undefined && { email: input.email }),
        ...(input.gender !== undefined && { gender: input.gender }),
        ...(input.language !== undefined && { language: input.language }),
        ...(input.newsletter !== undefined && { newsletter: input.newsletter }),
      })
      .where(eq(users.id, userId));
  });
  return getAccount(accounts, userId);
}

/** Sets the address of an account that signs in with Google only, or replaces it; it must be free. */
export async function addEmail(accounts: Accounts, userId: string, email: string): Promise<SessionUserDto> {
  return updateProfile(accounts, userId, { email });
}
