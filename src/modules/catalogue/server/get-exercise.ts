import "server-only";
import { eq } from "drizzle-orm";
import type { Locale } from "@/config/locales";
import type { Db } from "@/db/client";
import { exercises } from "@/db/schema";
import { logger } from "@/lib/logger";
import { notFound } from "@/lib/errors";
import type { ExerciseDto } from "../dto";
import { memoizeCatalogue } from "../catalogue-cache";
import { hydrateExercises } from "./hydrate-exercises";

/** Finds an exercise by numeric id or slug; null when there is none. */
export function findExercise(db: Db, ref: number | string, locale: Locale): Promise<ExerciseDto | null> {
  return memoizeCatalogue(db, `exercise:${locale}:${typeof ref}:${ref}`, () => queryExercise(db, ref, locale));
}

async function queryExercise(db: Db, ref: number | string, locale: Locale): Promise<ExerciseDto | null> {
  const [row] = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(typeof ref === "number" ? eq(exercises.id, ref) : eq(exercises.slug, ref));
  if (!row) return null;
  const [dto] = await hydrateExercises(db, [row.id], locale);
  return dto ?? null;
}

export async function getExercise(db: Db, ref: number | string, locale: Locale): Promise<ExerciseDto> {
  const exercise = await findExercise(db, ref, locale);
  if (!exercise) {
    logger.warn({ ref }, "Exercise not Found");
    throw notFound("Exercise");
  }
  return exercise;
}
