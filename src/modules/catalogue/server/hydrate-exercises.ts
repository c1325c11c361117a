import "server-only";
import { asc, inArray } from "drizzle-orm";
import { env } from "@/config/env";
import type { Locale } from "@/config/locales";
import type { Db } from "@/db/client";
import {
  exerciseLongForm,
  exerciseMedia,
  exerciseMuscles,
  exercises,
  exerciseSteps,
  type MuscleTier,
} from "@/db/schema";
import type { ExerciseDto, MediaDto, MuscleRefDto } from "../dto";
import { GRIPS } from "../reference/taxonomy";
import { referenceData } from "./reference-data";
import { loadNames } from "./translated-names";

const mediaUrl = (file: string | null) =>
  file && env.MEDIA_BASE_URL && !/^https?:\/\//.test(file) ? `${env.MEDIA_BASE_URL.replace(/\/$/, "")}/${file}` : file;

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * Turns exercise ids into DTOs in the given order, with names in the wanted locale. `lite` leaves out
 * the steps and media (empty lists), for lists that only name and link exercises (workouts).
 */
export async function hydrateExercises(
  db: Db,
  ids: number[],
  locale: Locale,
  { lite = false }: { lite?: boolean } = {},
): Promise<ExerciseDto[]> {
  if (ids.length === 0) return [];
  const none = Promise.resolve([]);
  const [rows, muscleLinks, stepRows, mediaRows, longFormRows, exerciseNames, reference] = await Promise.all([
    db.select().from(exercises).where(inArray(exercises.id, ids)),
    db
      .select()
      .from(exerciseMuscles)
      .where(inArray(exerciseMuscles.exerciseId, ids))
      .orderBy(asc(exerciseMuscles.position)),
    lite
      ? none
      : db
          .select()
          .from(exerciseSteps)
          .where(inArray(exerciseSteps.exerciseId, ids))
          .orderBy(asc(exerciseSteps.position)),
    lite
      ? none
      : db
          .select()
          .from(exerciseMedia)
          .where(inArray(exerciseMedia.exerciseId, ids))
          .orderBy(asc(exerciseMedia.position)),
    lite ? none : db.select().from(exerciseLongForm).where(inArray(exerciseLongForm.exerciseId, ids)),
    loadNames(db, "exercise", locale, ids.map(String)),
    referenceData(db, locale),
  ]);
  const {
    muscles: muscleRows,
    difficulties: difficultyRows,
    categories: categoryRows,
    equipment: equipmentRows,
  } = reference;
  const {
    muscle: muscleNames,
    difficulty: difficultyNames,
    category: categoryNames,
    equipment: equipmentNames,
  } = reference.names;

  const muscleById = new Map(muscleRows.map((row) => [row.id, row]));
  const linksByExercise = groupBy(muscleLinks, (link) => link.exerciseId);
  const stepsByExercise = groupBy(
    stepRows.filter((row) => row.locale === locale || row.locale === "en-us"),
    (row) => row.exerciseId,
  );
  const mediaByExercise = groupBy(mediaRows, (row) => row.exerciseId);
  const longFormByExercise = groupBy(longFormRows, (row) => row.exerciseId);
  const byId = new Map(rows.map((row) => [row.id, row]));

  const muscleRef = (muscleId: number): MuscleRefDto | null => {
    const muscle = muscleById.get(muscleId);
    if (!muscle) return null;
    return {
      id: muscle.id,
      name: muscleNames.get(muscle.key) ?? muscle.name,
      name_en_us: muscle.name,
      url_name: muscle.key,
      muscle_name: muscle.key,
    };
  };
  const tier = (links: typeof muscleLinks, set: string, wanted: MuscleTier) =>
    links
      .filter((link) => link.muscleSet === set && link.tier === wanted)
      .map((link) => muscleRef(link.muscleId))
      .filter((ref): ref is MuscleRefDto => ref !== null);
  const media = (exerciseId: number, gender: "male" | "female"): MediaDto[] =>
    (mediaByExercise.get(exerciseId) ?? [])
      .filter((row) => row.gender === gender)
      .map((row) => ({ branded_video: mediaUrl(row.brandedVideo), og_image: mediaUrl(row.ogImage) }));

  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const difficulty = difficultyRows.find((item) => item.id === row.difficultyId);
    const category = categoryRows.find((item) => item.id === row.categoryId);
    const kit = equipmentRows.find((item) => item.id === row.equipmentId);
    const links = linksByExercise.get(id) ?? [];
    const steps = stepsByExercise.get(id) ?? [];
    const localSteps = steps.filter((step) => step.locale === locale);
    const dto: ExerciseDto = {
      id,
      slug: row.slug,
      name: exerciseNames.get(String(id)) ?? row.name,
      name_en_us: row.name,
      url: `/exercise/${row.slug}`,
      difficulty: {
        id: difficulty?.id ?? 2,
        key: difficulty?.key ?? "beginner",
        name: (difficulty && difficultyNames.get(difficulty.key)) ?? difficulty?.name ?? "Beginner",
        name_en_us: difficulty?.name ?? "Beginner",
      },
      category: {
        id: category?.id ?? 0,
        key: category?.key ?? "",
        name: (category && categoryNames.get(category.key)) ?? category?.name ?? "",
        name_en_us: category?.name ?? "",
      },
      equipment: kit
        ? [
            {
              id: kit.id,
              key: kit.key,
              slug: kit.slug,
              name: equipmentNames.get(kit.key) ?? kit.name,
              name_en_us: kit.name,
            },
          ]
        : [],
      force: row.force,
      mechanic: row.mechanic,
      grips: row.grips.map((grip) => ({ name: GRIPS.find((item) => item.key === grip)?.name ?? grip })),
      muscles_primary: tier(links, "simple", "primary"),
      muscles_secondary: tier(links, "simple", "secondary"),
      muscles_tertiary: tier(links, "simple", "tertiary"),
      advanced_muscles: {
        primary: tier(links, "advanced", "primary"),
        secondary: tier(links, "advanced", "secondary"),
        tertiary: tier(links, "advanced", "tertiary"),
      },
      joints: tier(links, "joints", "primary"),
      cardio: row.cardio,
      male_images: media(id, "male"),
      female_images: media(id, "female"),
      correct_steps: (localSteps.length ? localSteps : steps).map((step) => ({ text: step.text })),
      long_form_content: (longFormByExercise.get(id) ?? []).map((item) => ({
        gender: { name_en_us: item.gender === "male" ? "Male" : "Female" },
        youtube_link: item.youtubeLink,
      })),
    };
    return [dto];
  });
}
