import "server-only";
import { asc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { exercises } from "@/db/schema";
import { memoizeCatalogue } from "../catalogue-cache";

/** Every exercise's slug, in order: the sitemap and the offline library list every exercise page. */
export function listExerciseSlugs(db: Db): Promise<string[]> {
  return memoizeCatalogue(db, "exercise-slugs", async () =>
    (await db.select({ slug: exercises.slug }).from(exercises).orderBy(asc(exercises.slug))).map((row) => row.slug),
  );
}
