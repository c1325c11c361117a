import "server-only";
import { and, desc, eq, inArray, or } from "drizzle-orm";
import { workoutFavourites, workouts } from "@/db/schema";
import type { SignedInContext } from "@/modules/accounts/context";
import type { ListResponse } from "@/modules/catalogue/dto";
import type { WorkoutDto, WorkoutFavouriteDto } from "../dto";
import { workoutNotFound } from "./get-workout";
import { hydrateWorkouts } from "./hydrate-workouts";

const MAX_LISTED = 200;

/** The workouts the caller starred, newest first. */
export async function listWorkoutFavourites(
  ctx: SignedInContext,
): Promise<ListResponse<WorkoutFavouriteDto & { workout: WorkoutDto }>> {
  const stars = await ctx.db
    .select({ id: workoutFavourites.id, workoutId: workoutFavourites.workoutId })
    .from(workoutFavourites)
    .where(eq(workoutFavourites.userId, ctx.user.pk))
    .orderBy(desc(workoutFavourites.createdAt), desc(workoutFavourites.id))
    .limit(MAX_LISTED);
  const rows = stars.length
    ? await ctx.db
        .select()
        .from(workouts)
        .where(
          inArray(
            workouts.id,
            stars.map((star) => star.workoutId),
          ),
        )
    : [];
  const hydrated = new Map((await hydrateWorkouts(ctx, rows)).map((workout) => [workout.id, workout]));
  const results = stars.flatMap((star) => {
    const workout = hydrated.get(star.workoutId);
    return workout ? [{ id: star.id, workout }] : [];
  });
  return { count: results.length, results };
}

/** Stars an original or one of the caller's own workouts; starring twice keeps the first star. */
export async function addWorkoutFavourite(
  ctx: SignedInContext,
  { workout_id: workoutId }: { workout_id: number },
): Promise<{ favourite: WorkoutFavouriteDto; created: boolean }> {
  const [visible] = await ctx.db
    .select({ id: workouts.id })
    .from(workouts)
    .where(and(eq(workouts.id, workoutId), or(eq(workouts.kind, "original"), eq(workouts.ownerId, ctx.user.pk))));
  if (!visible) throw workoutNotFound();
  const [inserted] = await ctx.db
    .insert(workoutFavourites)
    .values({ userId: ctx.user.pk, workoutId })
    .onConflictDoNothing()
    .returning({ id: workoutFavourites.id });
  const id =
    inserted?.id ??
    (
      await ctx.db
        .select({ id: workoutFavourites.id })
        .from(workoutFavourites)
        .where(and(eq(workoutFavourites.userId, ctx.user.pk), eq(workoutFavourites.workoutId, workoutId)))
    )[0]?.id;
  if (id === undefined) throw new Error("the workout favourite was neither inserted nor found");
  return { favourite: { id, workout: { id: workoutId } }, created: !!inserted };
}

export async function removeWorkoutFavourite(ctx: SignedInContext, { id }: { id: number }): Promise<void> {
  const deleted = await ctx.db
    .delete(workoutFavourites)
    .where(and(eq(workoutFavourites.id, id), eq(workoutFavourites.userId, ctx.user.pk)))
    .returning({ id: workoutFavourites.id });
  if (deleted.length === 0) throw workoutNotFound();
}
