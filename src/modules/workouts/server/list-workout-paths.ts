import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { workouts } from "@/db/schema";

/** Our workouts that have a page: their ids (for the API) and slugs (for the page). */
export async function listOriginalWorkouts(db: Db): Promise<{ id: number; slug: string }[]> {
  const rows = await db
    .select({ id: workouts.id, slug: workouts.slug })
    .from(workouts)
    .where(and(eq(workouts.kind, "original"), isNotNull(workouts.slug)))
    .orderBy(asc(workouts.slug));
  return rows.flatMap((row) => (row.slug ? [{ id: row.id, slug: row.slug }] : []));
}

/** The workouts' pages for the sitemap: the list, each of our workouts, the generator and its rules. */
export async function listWorkoutPaths(db: Db): Promise<string[]> {
  const originals = await listOriginalWorkouts(db);
  return [
    "/workouts",
    ...originals.map((workout) => `/workout/${workout.slug}`),
    "/workout-generator",
    "/workout-generator/rules",
  ];
}
