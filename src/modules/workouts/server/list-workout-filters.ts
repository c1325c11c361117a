import "server-only";
import { eq, sql } from "drizzle-orm";
import { exercises, workoutExercises, workouts } from "@/db/schema";
import type { BaseContext } from "@/modules/accounts/context";
import type { KeyedDto, ListResponse, NamedDto } from "@/modules/catalogue/dto";
import { listDifficulties, listEquipment, listGoals, listMuscles } from "@/modules/catalogue/server/list-taxonomy";
import type { WorkoutFiltersDto } from "../dto";

const list = <T>(results: T[]): ListResponse<T> => ({ count: results.length, results });

/** Goals our workouts are written for (spec §7 `/originals/goals`). */
export async function listOriginalGoals(ctx: BaseContext): Promise<ListResponse<KeyedDto>> {
  const used = await ctx.db.selectDistinct({ id: workouts.goalId }).from(workouts).where(eq(workouts.kind, "original"));
  const ids = new Set(used.map((row) => row.id));
  return list((await listGoals(ctx.db, ctx.locale)).results.filter((goal) => ids.has(goal.id)));
}

/** The equipment our workouts use: the workouts list's category filter (spec §7 `/originals/workouts/categories`). */
export async function listOriginalCategories(
  ctx: BaseContext,
): Promise<ListResponse<NamedDto & { key: string; slug: string }>> {
  const used = await ctx.db
    .selectDistinct({ id: exercises.equipmentId })
    .from(workoutExercises)
    .innerJoin(workouts, eq(workouts.id, workoutExercises.workoutId))
    .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
    .where(sql`${workouts.kind} = 'original' and ${exercises.equipmentId} is not null`);
  const ids = new Set(used.map((row) => row.id));
  const { results } = await listEquipment(ctx.db, ctx.locale);
  return list(
    results
      .filter((kit) => ids.has(kit.id))
      .map(({ id, key, slug, name, name_en_us }) => ({ id, key, slug, name, name_en_us })),
  );
}

/** The four filter groups of the workouts list, in the caller's language. */
export async function listWorkoutFilters(ctx: BaseContext): Promise<WorkoutFiltersDto> {
  const [equipment, difficulties, muscles, goals] = await Promise.all([
    listOriginalCategories(ctx),
    listDifficulties(ctx.db, ctx.locale),
    listMuscles(ctx.db, ctx.locale),
    listOriginalGoals(ctx),
  ]);
  return {
    equipment: equipment.results,
    difficulties: difficulties.results,
    muscles: muscles.results
      .filter((muscle) => muscle.is_simple && muscle.kind === "muscle")
      .map(({ id, name, name_en_us, muscle_name }) => ({ id, name, name_en_us, muscle_name })),
    goals: goals.results,
  };
}
