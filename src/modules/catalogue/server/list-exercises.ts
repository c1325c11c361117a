import "server-only";
import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Locale } from "@/config/locales";
import type { Db } from "@/db/client";
import { categories, difficulties, equipment, exerciseMuscles, exercises } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { ExerciseDto } from "../dto";
import type { ExerciseListQuery } from "../schemas";
import { findMuscle } from "./find-muscle";
import { hydrateExercises } from "./hydrate-exercises";

export type ExercisePage = { count: number; results: ExerciseDto[] };

async function resolveKeyed(
  db: Db,
  table: typeof equipment | typeof difficulties,
  value: number | string,
  what: string,
): Promise<number> {
  const condition =
    typeof value === "number"
      ? eq(table.id, value)
      : table === equipment
        ? or(eq(equipment.key, value), eq(equipment.slug, value))
        : eq(table.key, value);
  const [row] = await db.select({ id: table.id }).from(table).where(condition);
  if (!row) throw new AppError("VALIDATION", `Unknown ${what}: ${value}`);
  return row.id;
}

/**
 * Lists exercises by muscle (any set: simple, advanced or joint), equipment, difficulty and category.
 * With a muscle, exercises that target it as primary come first, then secondary, then tertiary;
 * within a tier, the main target before a shared one, and main exercises before their variations.
 */
export async function listExercises(db: Db, query: ExerciseListQuery, locale: Locale): Promise<ExercisePage> {
  const conditions: SQL[] = [];
  let muscleJoin: { id: number; set: string } | null = null;
  if (query.muscle) {
    const muscle = await findMuscle(db, query.muscle);
    if (!muscle) throw new AppError("VALIDATION", `Unknown muscle: ${query.muscle}`);
    muscleJoin = { id: muscle.id, set: muscle.set };
  }
  if (query.equipment !== undefined) {
    conditions.push(eq(exercises.equipmentId, await resolveKeyed(db, equipment, query.equipment, "equipment")));
  }
  if (query.difficulty !== undefined) {
    conditions.push(eq(exercises.difficultyId, await resolveKeyed(db, difficulties, query.difficulty, "difficulty")));
  }
  if (query.category) {
    const [category] = await db.select().from(categories).where(eq(categories.key, query.category));
    if (!category) throw new AppError("VALIDATION", `Unknown category: ${query.category}`);
    conditions.push(eq(exercises.categoryId, category.id));
  }

  const total = sql<number>`count(*) over ()`.mapWith(Number);
  const base = db.select({ id: exercises.id, total }).from(exercises);
  const rows = muscleJoin
    ? await base
        .innerJoin(
          exerciseMuscles,
          and(
            eq(exerciseMuscles.exerciseId, exercises.id),
            eq(exerciseMuscles.muscleId, muscleJoin.id),
            eq(exerciseMuscles.muscleSet, muscleJoin.set as "simple"),
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
async function countAll(db: Db, muscleJoin: { id: number; set: string } | null, conditions: SQL[]) {
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
            eq(exerciseMuscles.muscleSet, muscleJoin.set as "simple"),
          ),
        )
        .where(and(...conditions))
    : await db
        .select({ count })
        .from(exercises)
        .where(and(...conditions));
  return row?.count ?? 0;
}
