import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { workoutExercises, workoutFavourites, workouts, workoutTranslations } from "@/db/schema";
import type { BaseContext } from "@/modules/accounts/context";
import type { MuscleRefDto } from "@/modules/catalogue/dto";
import { hydrateExercises } from "@/modules/catalogue/server/hydrate-exercises";
import { referenceData } from "@/modules/catalogue/server/reference-data";
import { toExerciseRef, type WorkoutDto, type WorkoutExerciseDto } from "../dto";
import { estimateMinutes } from "../duration";

export type WorkoutRow = typeof workouts.$inferSelect;

/** Primary muscles of every exercise, then secondary ones not already primary; each once. */
function musclesTargeted(items: WorkoutExerciseDto[]) {
  const primary = new Map<string, MuscleRefDto>();
  const secondary = new Map<string, MuscleRefDto>();
  for (const { exercise } of items) for (const muscle of exercise.muscles_primary) primary.set(muscle.url_name, muscle);
  for (const { exercise } of items)
    for (const muscle of exercise.muscles_secondary)
      if (!primary.has(muscle.url_name)) secondary.set(muscle.url_name, muscle);
  return { primary: [...primary.values()], secondary: [...secondary.values()] };
}

export const workoutUrl = (row: Pick<WorkoutRow, "slug">) => (row.slug ? `/workout/${row.slug}` : null);
/** The picture's address changes with the workout, so browsers never keep an old one. */
export const workoutImage = (row: Pick<WorkoutRow, "id" | "updatedAt">) =>
  `/workout-image/${row.id}.svg?v=${row.updatedAt.getTime().toString(36)}`;

/** Workout rows as DTOs in the given order: exercises, names in the caller's language, their favourite. */
export async function hydrateWorkouts(ctx: BaseContext, rows: WorkoutRow[]): Promise<WorkoutDto[]> {
  if (rows.length === 0) return [];
  const { db, locale } = ctx;
  const ids = rows.map((row) => row.id);
  const [items, translations, favourites, reference] = await Promise.all([
    db
      .select()
      .from(workoutExercises)
      .where(inArray(workoutExercises.workoutId, ids))
      .orderBy(asc(workoutExercises.workoutId), asc(workoutExercises.position)),
    locale === "en-us"
      ? Promise.resolve([])
      : db
          .select()
          .from(workoutTranslations)
          .where(and(inArray(workoutTranslations.workoutId, ids), eq(workoutTranslations.locale, locale))),
    ctx.user
      ? db
          .select({ id: workoutFavourites.id, workoutId: workoutFavourites.workoutId })
          .from(workoutFavourites)
          .where(and(eq(workoutFavourites.userId, ctx.user.pk), inArray(workoutFavourites.workoutId, ids)))
      : Promise.resolve([]),
    referenceData(db, locale),
  ]);
  const exercises = new Map(
    (await hydrateExercises(db, [...new Set(items.map((item) => item.exerciseId))], locale, { lite: true })).map(
      (exercise) => [exercise.id, toExerciseRef(exercise)],
    ),
  );
  const translationOf = new Map(translations.map((row) => [row.workoutId, row]));
  const favouriteOf = new Map(favourites.map((row) => [row.workoutId, row.id]));

  return rows.map((row) => {
    const words = translationOf.get(row.id);
    const own = items
      .filter((item) => item.workoutId === row.id)
      .flatMap((item): WorkoutExerciseDto[] => {
        const exercise = exercises.get(item.exerciseId);
        if (!exercise) return [];
        return [
          {
            order: item.position,
            exercise,
            sets: { regular: item.regularSets, warmup: item.warmupSets },
            reps: item.reps,
            reps_or_duration_count: item.reps,
            rest: item.rest,
            total_load: item.totalLoad,
            notes: words?.notes[String(item.position)] ?? item.notes,
            group: item.groupKey,
          },
        ];
      });
    const equipment = new Map(own.flatMap((item) => item.exercise.equipment).map((kit) => [kit.id, kit]));
    const difficulty = reference.difficulties.find((item) => item.id === row.difficultyId);
    const goal = reference.goals.find((item) => item.id === row.goalId);
    return {
      id: row.id,
      kind: row.kind,
      name: words?.name ?? row.name,
      slug: row.slug,
      url: workoutUrl(row),
      description: words?.description ?? row.description,
      notes: row.notes,
      src_image: workoutImage(row),
      difficulty: difficulty?.id ?? null,
      difficulty_detail: difficulty
        ? {
            id: difficulty.id,
            key: difficulty.key,
            name: reference.names.difficulty.get(difficulty.key) ?? difficulty.name,
            name_en_us: difficulty.name,
          }
        : null,
      goalType: goal
        ? { id: goal.id, key: goal.key, name: reference.names.goal.get(goal.key) ?? goal.name, name_en_us: goal.name }
        : null,
      focus: row.focus,
      equipment: [...equipment.keys()].sort((a, b) => a - b),
      equipment_detail: [...equipment.values()].sort((a, b) => a.id - b.id),
      muscles_targeted: musclesTargeted(own),
      estimated_minutes: estimateMinutes(own),
      exercises: own,
      is_template: row.isTemplate,
      source: row.source,
      generator: row.generator ? { seed: row.generator.seed, rule_version: row.generator.rule_version } : null,
      created_utm: row.createdUtm,
      created_at: row.createdAt.toISOString(),
      published_at: row.publishedAt?.toISOString() ?? null,
      favourite_id: favouriteOf.get(row.id) ?? null,
    };
  });
}
