import "server-only";
import type { RequestContext } from "@/modules/billing/context";
import { listEquipment, listGoals, listMuscles } from "@/modules/catalogue/server/list-taxonomy";
import type { GeneratorPageData } from "../components/generator/generator-wizard";
import { listFitnessLevels } from "./generate-workout";

/** What the generator's steps offer: goals, levels, the generator's equipment and the body map's muscles. */
export async function loadGeneratorPage(ctx: RequestContext): Promise<GeneratorPageData> {
  const [goals, levels, equipment, muscles] = await Promise.all([
    listGoals(ctx.db, ctx.locale),
    listFitnessLevels(ctx),
    listEquipment(ctx.db, ctx.locale, { inWorkoutGenerator: true, enabled: true }),
    listMuscles(ctx.db, ctx.locale),
  ]);
  return {
    goals: goals.results,
    levels: levels.results,
    equipment: equipment.results,
    muscles: muscles.results
      .filter((muscle) => muscle.is_simple && muscle.kind === "muscle")
      .map((muscle) => ({ id: muscle.id, key: muscle.key, name: muscle.name })),
  };
}
