import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { userRoutines, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { RequestContext, UserContext } from "@/modules/billing/context";
import type { MyRoutineDto, MyRoutinesList, RoutineDto } from "../dto";
import type { RoutineRef } from "../schemas";
import { getRoutine, routineNotFound } from "./get-routine";
import { routineCatalogue } from "./routine-catalogue";

const routineLimitReached = (limit: number) =>
  new AppError("PLAN_LIMIT", {
    message: `Free routine limit (${limit}) reached. Upgrade to Premium to add more routines.`,
    details: { limit, what: "routine" },
  });

function signedIn(ctx: RequestContext): UserContext {
  if (!ctx.user) throw new AppError("NOT_AUTHENTICATED");
  return { ...ctx, user: ctx.user };
}

type Row = typeof userRoutines.$inferSelect;
const entry = (row: Row, routine: RoutineDto): MyRoutineDto => ({
  id: row.id,
  added_at: row.addedAt.toISOString(),
  routine,
});

/** The routines the user chose, newest first (spec §3 myRoutines); ones we no longer publish are left out. */
export async function listMyRoutines(ctx: RequestContext): Promise<MyRoutinesList> {
  const { user } = signedIn(ctx);
  const [rows, catalogue] = await Promise.all([
    ctx.db
      .select()
      .from(userRoutines)
      .where(eq(userRoutines.userId, user.pk))
      .orderBy(desc(userRoutines.addedAt), desc(userRoutines.id)),
    routineCatalogue(ctx),
  ]);
  const bySlug = new Map(catalogue.routines.map((routine) => [routine.slug, routine]));
  const results = rows.flatMap((row) => {
    const routine = bySlug.get(row.routineSlug);
    return routine ? [entry(row, routine)] : [];
  });
  return { count: results.length, limit: ctx.entitlements.maxRoutines, results };
}

/**
 * Adds one of our routines to the user's (spec §4: a duplicate is ignored and answers the entry they
 * have). Free users keep at most their plan's number (spec §6); the user's row is locked for the
 * count and the insert, so parallel adds cannot pass the limit together.
 */
export async function addMyRoutine(
  ctx: RequestContext,
  ref: RoutineRef,
): Promise<{ entry: MyRoutineDto; created: boolean }> {
  const { user } = signedIn(ctx);
  const routine = await getRoutine(ctx, ref);
  const { schedule: _schedule, ...listed } = routine;
  const limit = ctx.entitlements.maxRoutines;
  const published = (await routineCatalogue(ctx)).routines.map((item) => item.slug);
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.pk)).for("update");
    const [existing] = await tx
      .select()
      .from(userRoutines)
      .where(and(eq(userRoutines.userId, user.pk), eq(userRoutines.routineSlug, routine.slug)));
    if (existing) return { entry: entry(existing, listed), created: false };
    if (limit !== null) {
      const [chosen] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(userRoutines)
        .where(and(eq(userRoutines.userId, user.pk), inArray(userRoutines.routineSlug, published)));
      if ((chosen?.count ?? 0) >= limit) throw routineLimitReached(limit);
    }
    const [row] = await tx.insert(userRoutines).values({ userId: user.pk, routineSlug: routine.slug }).returning();
    if (!row) throw new Error("the routine was not added");
    return { entry: entry(row, listed), created: true };
  });
}

/** Takes a routine off the user's list; one they never added is unknown to them (404). */
export async function removeMyRoutine(ctx: RequestContext, ref: RoutineRef): Promise<void> {
  const { user } = signedIn(ctx);
  const routine = await getRoutine(ctx, ref);
  const removed = await ctx.db
    .delete(userRoutines)
    .where(and(eq(userRoutines.userId, user.pk), eq(userRoutines.routineSlug, routine.slug)))
    .returning({ id: userRoutines.id });
  if (removed.length === 0) throw routineNotFound();
}
