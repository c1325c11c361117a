import "server-only";
import { and, eq, or, type SQL } from "drizzle-orm";
import { workouts } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { BaseContext } from "@/modules/accounts/context";
import type { WorkoutDto } from "../dto";
import { hydrateWorkouts } from "./hydrate-workouts";

/** Spec §8: an unknown workout says 'This workout does not exist'. */
export const workoutNotFound = () =>
  new AppError("NOT_FOUND", { message: "This workout does not exist", details: { what: "workout" } });

/**
 * A workout the caller may read: any original (by slug or id), or one of their own saved workouts by
 * id. Another user's workout is answered as unknown, never as forbidden, so ids reveal nothing.
 */
export async function findWorkout(ctx: BaseContext, ref: string | number): Promise<WorkoutDto | null> {
  const match: SQL | undefined =
    typeof ref === "number"
      ? and(
          eq(workouts.id, ref),
          ctx.user
            ? or(eq(workouts.kind, "original"), eq(workouts.ownerId, ctx.user.pk))
            : eq(workouts.kind, "original"),
        )
      : and(eq(workouts.slug, ref), eq(workouts.kind, "original"));
  const rows = await ctx.db.select().from(workouts).where(match).limit(1);
  const [workout] = await hydrateWorkouts(ctx, rows);
  return workout ?? null;
}

export async function getWorkout(ctx: BaseContext, ref: string | number): Promise<WorkoutDto> {
  const workout = await findWorkout(ctx, ref);
  if (!workout) throw workoutNotFound();
  return workout;
}
