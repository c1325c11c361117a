import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { SessionUserDto } from "../dto";
import { ACCOUNT_MESSAGES as M } from "../messages";
import type { ProfileUpdateInput } from "../schemas";
import type { SignedInAuthContext } from "./accounts";
import { loadSessionUser } from "./session-user";
import { ownAccountId } from "./sign-in";

async function assertEmailFree(ctx: SignedInAuthContext, email: string) {
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, ctx.user.pk)));
  if (taken) throw new AppError("ALREADY_EXISTS", { message: M.accountExists, details: { reason: "accountExists" } });
}

/** The caller's own account `id` as the session call answers it. */
export async function getAccount(ctx: SignedInAuthContext, id: string): Promise<SessionUserDto> {
  const user = await loadSessionUser(ctx.db, ownAccountId(ctx, id));
  if (!user) throw new AppError("NOT_FOUND", { message: "User not found" });
  return user;
}

/** Updates the given profile fields of the caller's own account `id`; answers the user as the session call would. */
export async function updateProfile(
  ctx: SignedInAuthContext,
  { id, ...input }: ProfileUpdateInput & { id: string },
): Promise<SessionUserDto> {
  const owner = ownAccountId(ctx, id);
  if (input.email) await assertEmailFree(ctx, input.email);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, owner));
    if (!current) throw new AppError("NOT_FOUND", { message: "User not found" });
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
      .where(eq(users.id, owner));
  });
  return getAccount(ctx, owner);
}

/** Sets the address of an account that signs in with Google only, or replaces it; it must be free. */
export async function addEmail(
  ctx: SignedInAuthContext,
  input: { id: string; email: string },
): Promise<SessionUserDto> {
  return updateProfile(ctx, input);
}
