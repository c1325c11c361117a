import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { workouts } from "@/db/schema";

/** The workouts' pages for the sitemap: the list, each of our workouts, the generator and its rules. */
export async function listWorkoutPaths(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: workouts.slug })
    .from(workouts)
    .where(eq(workouts.kind, "original"))
    .orderBy(asc(workouts.slug));
  return [
    "/workouts",
    ...rows.flatMap((row) => (row.slug ? [`/workout/${row.slug}`] : [])),
    "/workout-generator",
    "/workout-generator/rules",
  ];
}
