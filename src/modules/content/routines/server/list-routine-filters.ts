import "server-only";
import type { BaseContext } from "@/modules/accounts/context";
import { listDifficulties, listEquipment, listGoals } from "@/modules/catalogue/server/list-taxonomy";
import type { RoutineFiltersDto } from "../dto";
import { routineCatalogue } from "./routine-catalogue";

/** The four filter groups of the routines list, each holding only what some routine has. */
export async function listRoutineFilters(ctx: BaseContext): Promise<RoutineFiltersDto> {
  const [{ routines }, equipment, difficulties, goals] = await Promise.all([
    routineCatalogue(ctx),
    listEquipment(ctx.db, ctx.locale),
    listDifficulties(ctx.db, ctx.locale),
    listGoals(ctx.db, ctx.locale),
  ]);
  const used = (ids: number[]) => new Set(ids);
  const kit = used(routines.flatMap((routine) => routine.equipment.map((item) => item.id)));
  const levels = used(routines.map((routine) => routine.difficulty.id));
  const aims = used(routines.map((routine) => routine.goal.id));
  const muscles = new Map(routines.flatMap((routine) => routine.muscles).map((muscle) => [muscle.id, muscle]));
  return {
    equipment: equipment.results
      .filter((item) => kit.has(item.id))
      .map(({ id, name, name_en_us }) => ({ id, name, name_en_us })),
    difficulties: difficulties.results.filter((item) => levels.has(item.id)),
    muscles: [...muscles.values()]
      .sort((a, b) => a.id - b.id)
      .map(({ id, name, name_en_us, muscle_name }) => ({ id, name, name_en_us, muscle_name })),
    goals: goals.results.filter((item) => aims.has(item.id)),
  };
}
