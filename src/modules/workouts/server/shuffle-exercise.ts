import "server-only";
import { eq } from "drizzle-orm";
import { exercises } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { BaseContext } from "@/modules/accounts/context";
import type { ExerciseDto } from "@/modules/catalogue/dto";
import { hydrateExercises } from "@/modules/catalogue/server/hydrate-exercises";
import { rankAlternatives } from "@/modules/catalogue/server/list-substitutions";
import type { ShuffleInput } from "../schemas";

/** How many of the best-ranked alternatives a shuffle picks from, so shuffling again varies. */
const SHUFFLE_POOL = 5;

/**
 * Another exercise for the same muscles (spec §7 shuffle): within the chosen equipment and no harder
 * than the fitness level, never one already in the workout; drawn from the best-ranked few.
 */
export async function shuffleExercise(
  ctx: BaseContext,
  input: ShuffleInput,
  pick: (count: number) => number = (count) => Math.floor(Math.random() * count),
): Promise<{ exercise: ExerciseDto; sets: number | null }> {
  const [original] = await ctx.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.id, input.id));
  if (!original) throw notFound("Exercise");
  const exclude = [...new Set([...input.exclude, input.id])];
  const filter = { exclude, maxDifficultyId: input.fitness_level ?? undefined, limit: SHUFFLE_POOL };
  let pool = await rankAlternatives(ctx.db, input.id, { ...filter, equipmentIds: input.equipment_id_list });
  // Nothing fits the equipment: any equipment beats answering nothing.
  if (pool.length === 0 && input.equipment_id_list.length) pool = await rankAlternatives(ctx.db, input.id, filter);
  if (pool.length === 0) throw notFound("Alternative");
  const chosen = pool[Math.min(pool.length - 1, pick(pool.length))] ?? input.id;
  const [exercise] = await hydrateExercises(ctx.db, [chosen], ctx.locale);
  if (!exercise) throw notFound("Alternative");
  return { exercise, sets: input.sets ?? null };
}
