import { eq, inArray, notInArray, and } from "drizzle-orm";
import type { Db } from "@/db/client";
import { appMeta, exercises, workoutExercises, workouts, workoutTranslations } from "@/db/schema";
import { LOCALES } from "@/config/locales";
import { DIFFICULTIES, GOALS } from "@/modules/catalogue/reference/taxonomy";
import { forgetOriginals } from "../server/originals-cache";
import { readOriginalsFiles, WORKOUTS_DIR } from "./read-originals";

const FINGERPRINT_KEY = "originals_fingerprint";
// Bump when the seed itself changes what it writes.
const SEED_VERSION = 1;

const isTranslationLocale = (locale: string) => locale !== "en-us" && (LOCALES as readonly string[]).includes(locale);

const idOf = (items: readonly { id: number; key: string }[], key: string) =>
  items.find((item) => item.key === key)?.id ?? null;

/**
 * Brings the original workouts in line with `data/workouts`. Idempotent and fingerprinted like the
 * catalogue; an original keeps its id across seeds (found by slug), so favourites and copies survive.
 * Runs after the catalogue seed (exercises are found by slug), forced when the catalogue changed.
 */
export async function seedOriginals(
  db: Db,
  { dir = WORKOUTS_DIR, force = false }: { dir?: string; force?: boolean } = {},
): Promise<{ changed: boolean }> {
  const files = readOriginalsFiles(dir, String(SEED_VERSION));
  const [current] = await db.select().from(appMeta).where(eq(appMeta.key, FINGERPRINT_KEY));
  // A re-seeded catalogue may have dropped exercise rows (and with them workout rows): seed again.
  if (!force && current?.value === files.fingerprint) return { changed: false };

  await db.transaction(async (tx) => {
    const slugs = files.originals.map((workout) => workout.slug);
    const exerciseRows = await tx
      .select({ id: exercises.id, slug: exercises.slug, popularity: exercises.popularity })
      .from(exercises);
    const exerciseBySlug = new Map(exerciseRows.map((row) => [row.slug, row]));

    await tx
      .delete(workouts)
      .where(and(eq(workouts.kind, "original"), notInArray(workouts.slug, slugs.length ? slugs : [""])));

    const idBySlug = new Map<string, number>();
    for (const workout of files.originals) {
      const items = workout.exercises.flatMap((item) => {
        const exercise = exerciseBySlug.get(item.exercise);
        return exercise ? [{ item, exercise }] : [];
      });
      const basePopularity = Math.round(
        items.reduce((sum, { exercise }) => sum + exercise.popularity, 0) / Math.max(items.length, 1),
      );
      const row = {
        kind: "original" as const,
        slug: workout.slug,
        name: workout.name,
        description: workout.description,
        goalId: idOf(GOALS, workout.goal),
        difficultyId: idOf(DIFFICULTIES, workout.difficulty),
        focus: workout.focus,
        basePopularity,
        publishedAt: new Date(`${workout.published}T00:00:00Z`),
      };
      const [saved] = await tx
        .insert(workouts)
        .values(row)
        .onConflictDoUpdate({ target: workouts.slug, set: row })
        .returning({ id: workouts.id });
      if (!saved) continue;
      idBySlug.set(workout.slug, saved.id);
      await tx.delete(workoutExercises).where(eq(workoutExercises.workoutId, saved.id));
      await tx.insert(workoutExercises).values(
        items.map(({ item, exercise }, position) => ({
          workoutId: saved.id,
          position,
          exerciseId: exercise.id,
          regularSets: item.sets.regular,
          warmupSets: item.sets.warmup,
          reps: item.reps,
          rest: item.rest,
          notes: item.notes,
          groupKey: item.group ?? null,
        })),
      );
    }

    const ids = [...idBySlug.values()];
    if (ids.length) await tx.delete(workoutTranslations).where(inArray(workoutTranslations.workoutId, ids));
    const translationRows = Object.entries(files.translations).flatMap(([locale, bySlug]) =>
      isTranslationLocale(locale)
        ? Object.entries(bySlug).flatMap(([slug, words]) => {
            const workoutId = idBySlug.get(slug);
            return workoutId === undefined ? [] : [{ workoutId, locale, ...words }];
          })
        : [],
    );
    if (translationRows.length) await tx.insert(workoutTranslations).values(translationRows);

    await tx
      .insert(appMeta)
      .values({ key: FINGERPRINT_KEY, value: files.fingerprint })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: files.fingerprint, updatedAt: new Date() } });
  });
  forgetOriginals(db);
  return { changed: true };
}
