import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { exercises, favourites } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { SignedInContext } from "@/modules/accounts/context";
import type { FavouriteDto, ListResponse } from "../dto";
import { hydrateExercises } from "./hydrate-exercises";

const MAX_LISTED = 500;

/** The caller's saved exercises, newest first, in the visitor's language. */
export async function listFavourites(ctx: SignedInContext): Promise<ListResponse<FavouriteDto>> {
  const rows = await ctx.db
    .select({ id: favourites.id, exerciseId: favourites.exerciseId })
    .from(favourites)
    .where(eq(favourites.userId, ctx.user.pk))
    .orderBy(desc(favourites.createdAt), desc(favourites.id))
    .limit(MAX_LISTED);
  const hydrated = new Map(
    (
      await hydrateExercises(
        ctx.db,
        rows.map((row) => row.exerciseId),
        ctx.locale,
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
export async function addFavourite(ctx: SignedInContext, { exercise_id: exerciseId }: { exercise_id: number }) {
  const { db } = ctx;
  const userId = ctx.user.pk;
  const [exercise] = await db.select({ id: exercises.id }).from(exercises).where(eq(exercises.id, exerciseId));
  if (!exercise) throw new AppError("NOT_FOUND", { message: "Exercise not Found", details: { what: "exercise" } });
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

/** Removes one of the caller's own favourites; another user's id is answered as unknown. */
export async function removeFavourite(ctx: SignedInContext, { id }: { id: number }): Promise<void> {
  const deleted = await ctx.db
    .delete(favourites)
    .where(and(eq(favourites.id, id), eq(favourites.userId, ctx.user.pk)))
    .returning({ id: favourites.id });
  if (deleted.length === 0)
    throw new AppError("NOT_FOUND", { message: "Favourite not found", details: { what: "favourite" } });
}
