import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { workouts } from "@/db/schema";
import { pageLinks } from "@/lib/http";
import type { SignedInContext } from "@/modules/accounts/context";
import type { WorkoutDto, WorkoutsPage } from "../dto";
import { hydrateWorkouts } from "./hydrate-workouts";

const mine = (ctx: SignedInContext) => and(eq(workouts.ownerId, ctx.user.pk), eq(workouts.kind, "saved"));

/** Fields a client may ask to leave out of my workouts (spec §7 `remove_fields`). */
const REMOVABLE = new Set(["body_map_images", "muscles_targeted", "full_measure", "sets"]);

function withoutFields(workout: WorkoutDto, fields: Set<string>): WorkoutDto {
  const copy: Partial<WorkoutDto> & Record<string, unknown> = { ...workout };
  if (fields.has("muscles_targeted")) delete copy.muscles_targeted;
  if (fields.has("body_map_images")) delete copy.src_image;
  if (fields.has("full_measure")) delete copy.estimated_minutes;
  if (fields.has("sets"))
    copy.exercises = workout.exercises.map(({ sets: _sets, ...item }) => item) as WorkoutDto["exercises"];
  return copy as WorkoutDto;
}

/** The caller's saved workouts, newest first. */
export async function listMyWorkouts(
  ctx: SignedInContext,
  query: { limit: number; offset: number; remove_fields: string },
  url: string,
): Promise<WorkoutsPage> {
  const [rows, count] = await Promise.all([
    ctx.db
      .select()
      .from(workouts)
      .where(mine(ctx))
      .orderBy(desc(workouts.createdAt), desc(workouts.id))
      .limit(query.limit)
      .offset(query.offset),
    countMyWorkouts(ctx),
  ]);
  const removed = new Set(
    query.remove_fields
      .split(",")
      .map((field) => field.trim())
      .filter((field) => REMOVABLE.has(field)),
  );
  const results = await hydrateWorkouts(ctx, rows);
  return {
    count,
    ...pageLinks(url, count, query.limit, query.offset),
    results: removed.size ? results.map((workout) => withoutFields(workout, removed)) : results,
  };
}

export async function countMyWorkouts(ctx: SignedInContext): Promise<number> {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(workouts)
    .where(mine(ctx));
  return row?.count ?? 0;
}
