import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbTransaction } from "@/db/client";
import { exercises, users, workoutExercises, workouts, type GeneratorMeta } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { toKg } from "@/lib/units";
import type { RequestContext, UserContext } from "@/modules/billing/context";
import { FREE_WORKOUT_LIMIT } from "@/modules/billing/entitlements";
import type { WorkoutDto } from "../dto";
import { SAVED_WORKOUT_DEFAULTS, type SaveWorkoutInput } from "../schemas";
import { workoutNotFound } from "./get-workout";
import { hydrateWorkouts } from "./hydrate-workouts";

const limitReached = (limit: number) =>
  new AppError("PLAN_LIMIT", {
    message: `Free workout limit (${limit}) exceeded. Upgrade to Premium to continue saving workouts.`,
    details: { limit },
  });

const alreadyExists = () =>
  new AppError("ALREADY_EXISTS", {
    message: "A workout with this title already exists in your saved workouts",
    details: { what: "workout" },
  });

async function refuseDuplicateName(tx: DbTransaction, ownerId: string, name: string, exceptId?: number) {
  const [same] = await tx
    .select({ id: workouts.id })
    .from(workouts)
    .where(
      and(
        eq(workouts.ownerId, ownerId),
        sql`lower(${workouts.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(workouts.id, exceptId),
      ),
    )
    .limit(1);
  if (same) throw alreadyExists();
}

async function writeExercises(tx: DbTransaction, workoutId: number, input: SaveWorkoutInput) {
  const ids = [...new Set(input.exercises.map((item) => item.exercise))];
  const known = await tx.select({ id: exercises.id }).from(exercises).where(inArray(exercises.id, ids));
  const missing = ids.filter((id) => !known.some((row) => row.id === id));
  if (missing.length)
    throw new AppError("VALIDATION", {
      message: `Unknown exercise ${missing.join(", ")}`,
      details: { fields: { exercises: "contains an exercise that does not exist" }, missing },
    });
  // The client's `order` decides; the written position is dense from 0.
  const ordered = input.exercises
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.order ?? a.index) - (b.item.order ?? b.index) || a.index - b.index);
  await tx.delete(workoutExercises).where(eq(workoutExercises.workoutId, workoutId));
  await tx.insert(workoutExercises).values(
    ordered.map(({ item }, position) => ({
      workoutId,
      position,
      exerciseId: item.exercise,
      regularSets: item.sets.regular,
      warmupSets: item.sets.warmup,
      reps: item.reps ?? item.reps_or_duration_count ?? SAVED_WORKOUT_DEFAULTS.reps,
      rest: item.rest,
      totalLoad: toKg(item.total_load, input.units),
      notes: item.notes,
      groupKey: item.group ?? null,
    })),
  );
}

const rowOf = (input: SaveWorkoutInput) => ({
  name: input.name,
  notes: input.notes,
  isTemplate: input.is_template,
  source: input.source,
  createdUtm: input.created_utm,
});

async function hydrateOne(ctx: UserContext, id: number): Promise<WorkoutDto> {
  const rows = await ctx.db.select().from(workouts).where(eq(workouts.id, id));
  const [workout] = await hydrateWorkouts(ctx, rows);
  if (!workout) throw workoutNotFound();
  return workout;
}

/**
 * Saves a workout for the caller (spec §6): Premium always, a free user while fewer than the plan's
 * limit are saved, a visitor never. The owner's row is locked for the count and the insert, so
 * parallel saves cannot pass the limit together.
 */
export async function saveWorkout(
  ctx: RequestContext,
  input: SaveWorkoutInput,
  { generator = null }: { generator?: GeneratorMeta | null } = {},
): Promise<WorkoutDto> {
  const { user } = ctx;
  if (!user) throw limitReached(FREE_WORKOUT_LIMIT);
  const limit = ctx.entitlements.maxSavedWorkouts;
  const id = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.pk)).for("update");
    if (limit !== null) {
      const [saved] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(workouts)
        .where(and(eq(workouts.ownerId, user.pk), eq(workouts.kind, "saved")));
      if ((saved?.count ?? 0) >= limit) throw limitReached(limit);
    }
    await refuseDuplicateName(tx, user.pk, input.name);
    const basedOn = input.based_on
      ? (
          await tx
            .select({ id: workouts.id })
            .from(workouts)
            .where(and(eq(workouts.id, input.based_on), eq(workouts.kind, "original")))
        )[0]?.id
      : undefined;
    const [row] = await tx
      .insert(workouts)
      .values({ ...rowOf(input), kind: "saved", ownerId: user.pk, basedOnId: basedOn ?? null, generator })
      .returning({ id: workouts.id });
    if (!row) throw new Error("the workout was not inserted");
    await writeExercises(tx, row.id, input);
    return row.id;
  });
  return hydrateOne({ ...ctx, user }, id);
}

/** Replaces one of the caller's saved workouts; another user's is answered as unknown. */
export async function updateWorkout(ctx: UserContext, id: number, input: SaveWorkoutInput): Promise<WorkoutDto> {
  await ctx.db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: workouts.id })
      .from(workouts)
      .where(and(eq(workouts.id, id), eq(workouts.ownerId, ctx.user.pk)))
      .for("update");
    if (!own) throw workoutNotFound();
    await refuseDuplicateName(tx, ctx.user.pk, input.name, id);
    await tx.update(workouts).set(rowOf(input)).where(eq(workouts.id, id));
    await writeExercises(tx, id, input);
  });
  return hydrateOne(ctx, id);
}

export async function deleteWorkout(ctx: UserContext, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(workouts)
    .where(and(eq(workouts.id, id), eq(workouts.ownerId, ctx.user.pk)))
    .returning({ id: workouts.id });
  if (deleted.length === 0) throw workoutNotFound();
}
