import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Locale } from "@/config/locales";
import type { Db } from "@/db/client";
import { exercises, favourites } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { ExerciseDto, ListResponse } from "../dto";
import { hydrateExercises } from "./hydrate-exercises";

export type FavouriteDto = { id: number; exercise_lite: { id: number }; exercise: ExerciseDto };

const MAX_LISTED = 500;

/** The user's saved exercises, newest first, in the visitor's language. */
export async function listFavourites(db: Db, userId: string, locale: Locale): Promise<ListResponse<FavouriteDto>> {
  const rows = await db
    .select({ id: favourites.id, exerciseId: favourites.exerciseId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.id))
    .limit(MAX_LISTED);
  const hydrated = new Map(
    (
      await hydrateExercises(
        db,
        rows.map((row) => row.exerciseId),
        locale,
      )
    ).map((exercise) => [exercise.id, exercise]),
  );
  const results = rows.flatMap((row) => {
    const exercise = hydrated.get(row.exerciseId);
    return exercise ? [{ id: row.id, exercise_lite: { id: row.exerciseId }, exercise }] : [];
  });
  return { count: results.length, results };
}

/** Saves an exercise (saving it twice keeps the first favourite); `created` tells which happened. */
export async function addFavourite(db: Db, userId: string, exerciseId: number) {
  const [exercise] = await db.select({ id: exercises.id }).from(exercises).where(eq(exercises.id, exerciseId));
  if (!exercise) throw new AppError("NOT_FOUND", "Exercise not Found");
  const [inserted] = await db
    .insert(favourites)
    .values({ userId, exerciseId })
    .onConflictDoNothing()
    .returning({ id: favourites.id });
  const id =
    inserted?.id ??
    (
      await db
        .select({ id: favourites.id })
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.exerciseId, exerciseId)))
    )[0]?.id;
  if (id === undefined) throw new Error("the favourite was neither inserted nor found");
  return { favourite: { id, exercise_lite: { id: exerciseId } }, created: !!inserted };
}

/** Removes one of the user's own favourites; another user's id is answered as unknown. */
export async function removeFavourite(db: Db, userId: string, favouriteId: number): Promise<void> {
  const deleted = await db
    .delete(favourites)
    .where(and(eq(favourites.id, favouriteId), eq(favourites.userId, userId)))
    .returning({ id: favourites.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "Favourite not found");
}
