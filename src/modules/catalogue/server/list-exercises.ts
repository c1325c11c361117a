import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Locale } from "@/config/locales";
import type { Db } from "@/db/client";
import { exerciseMuscles, exercises, type MuscleSetName } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { ExerciseDto } from "../dto";
import type { ExerciseListQuery } from "../schemas";
import { muscleSetOf } from "./muscle-set";
import { hydrateExercises } from "./hydrate-exercises";
import { memoizeCatalogue } from "../catalogue-cache";
import { referenceData } from "./reference-data";

export type ExercisePage = { count: number; results: ExerciseDto[] };

function resolve<T extends { id: number; key: string; slug?: string }>(
  rows: T[],
  value: number | string,
  what: string,
) {
  const row = rows.find((item) => item.id === value || item.key === value || item.slug === value);
  if (!row)
    throw new AppError("VALIDATION", {
      message: `Unknown ${what}: ${value}`,
      details: { fields: { [what]: "unknown" } },
    });
  return row.id;
}

/**
 * Lists exercises by muscle (any set: simple, advanced or joint), equipment, difficulty and category.
 * With a muscle, exercises that target it as primary come first, then secondary, then tertiary;
 * within a tier, the main target before a shared one, and main exercises before their variations.
 */
export function listExercises(db: Db, query: ExerciseListQuery, locale: Locale): Promise<ExercisePage> {
  return memoizeCatalogue(db, `list:${locale}:${JSON.stringify(query)}`, () => queryExercises(db, query, locale));
}

async function queryExercises(db: Db, query: ExerciseListQuery, locale: Locale): Promise<ExercisePage> {
  const reference = await referenceData(db, locale);
  const conditions: SQL[] = [];
  let muscleJoin: { id: number; set: MuscleSetName } | null = null;
  if (query.muscle) {
    const muscle = reference.muscles.find((row) => row.key === query.muscle);
    if (!muscle)
      throw new AppError("VALIDATION", {
        message: `Unknown muscle: ${query.muscle}`,
        details: { fields: { muscle: "unknown" } },
      });
    muscleJoin = { id: muscle.id, set: muscleSetOf(muscle) };
  }
  if (query.equipment !== undefined) {
    conditions.push(eq(exercises.equipmentId, resolve(reference.equipment, query.equipment, "equipment")));
  }
  if (query.difficulty !== undefined) {
    conditions.push(eq(exercises.difficultyId, resolve(reference.difficulties, query.difficulty, "difficulty")));
  }
  if (query.category) {
    conditions.push(eq(exercises.categoryId, resolve(reference.categories, query.category, "category")));
  }

  if (query.cardio !== undefined) conditions.push(eq(exercises.cardio, query.cardio));

  const total = sql<number>`count(*) over ()`.mapWith(Number);
  const base = db.select({ id: exercises.id, total }).from(exercises);
  const rows = muscleJoin
    ? await base
        .innerJoin(
          exerciseMuscles,
          and(
            eq(exerciseMuscles.exerciseId, exercises.id),
            eq(exerciseMuscles.muscleId, muscleJoin.id),
            eq(exerciseMuscles.muscleSet, muscleJoin.set),
          ),
        )
        .where(and(...conditions))
        .orderBy(
          sql`case ${exerciseMuscles.tier} when 'primary' then 0 when 'secondary' then 1 else 2 end`,
          asc(exerciseMuscles.position),
          // An exercise that targets this muscle alone ranks above one that shares the work.
          sql`(select count(*) from ${exerciseMuscles} as shared where shared.exercise_id = ${exercises.id}
                and shared.muscle_set = ${muscleJoin.set} and shared.tier = 'primary')`,
          sql`${exercises.variationOf} is not null`,
          asc(exercises.name),
        )
        .limit(query.limit)
        .offset(query.offset)
    : await base
        .where(and(...conditions))
        .orderBy(asc(exercises.name))
        .limit(query.limit)
        .offset(query.offset);

  const count = rows[0]?.total ?? (query.offset > 0 ? await countAll(db, muscleJoin, conditions) : 0);
  return {
    count,
    results: await hydrateExercises(
      db,
      rows.map((row) => row.id),
      locale,
    ),
  };
}

/** Only needed when the offset runs past the end: the window count then has no row to ride on. */
async function countAll(db: Db, muscleJoin: { id: number; set: MuscleSetName } | null, conditions: SQL[]) {
  const count = sql<number>`count(*)`.mapWith(Number);
  const [row] = muscleJoin
    ? await db
        .select({ count })
        .from(exercises)
        .innerJoin(
          exerciseMuscles,
          and(
            eq(exerciseMuscles.exerciseId, exercises.id),
            eq(exerciseMuscles.muscleId, muscleJoin.id),
            eq(exerciseMuscles.muscleSet, muscleJoin.set),
          ),
        )
        .where(and(...conditions))
    : await db
        .select({ count })
        .from(exercises)
        .where(and(...conditions));
  return row?.count ?? 0;
}
