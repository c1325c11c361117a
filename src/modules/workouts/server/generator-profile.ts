import "server-only";
import { eq, inArray } from "drizzle-orm";
import { equipment, exercises, generatorProfiles } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { UserContext } from "@/modules/billing/context";
import type { GeneratorProfileDto } from "../generator/dto";
import type { GeneratorProfileInput } from "../generator/schemas";

const EMPTY: GeneratorProfileDto = { avoid: [], home_equipment: [], gym_equipment: [] };

/** The caller's avoid list and equipment per place (empty until first saved). */
export async function getGeneratorProfile(ctx: UserContext): Promise<GeneratorProfileDto> {
  const [row] = await ctx.db.select().from(generatorProfiles).where(eq(generatorProfiles.userId, ctx.user.pk));
  return row ? { avoid: row.avoid, home_equipment: row.homeEquipment, gym_equipment: row.gymEquipment } : EMPTY;
}

async function refuseUnknown(ctx: UserContext, input: GeneratorProfileInput) {
  const kit = [...new Set([...input.home_equipment, ...input.gym_equipment])];
  const [knownExercises, knownKit] = await Promise.all([
    input.avoid.length
      ? ctx.db.select({ id: exercises.id }).from(exercises).where(inArray(exercises.id, input.avoid))
      : [],
    kit.length ? ctx.db.select({ id: equipment.id }).from(equipment).where(inArray(equipment.id, kit)) : [],
  ]);
  const missing = (ids: number[], known: { id: number }[]) => ids.filter((id) => !known.some((row) => row.id === id));
  const unknownExercises = missing(input.avoid, knownExercises);
  if (unknownExercises.length)
    throw new AppError("VALIDATION", {
      message: `avoid: unknown exercise ${unknownExercises.join(", ")}`,
      details: { fields: { avoid: "contains an exercise that does not exist" } },
    });
  const unknownKit = missing(kit, knownKit);
  if (unknownKit.length)
    throw new AppError("VALIDATION", {
      message: `equipment: unknown equipment ${unknownKit.join(", ")}`,
      details: { fields: { equipment: "contains equipment that does not exist" } },
    });
}

/** Replaces the caller's generator profile as a whole. */
export async function saveGeneratorProfile(
  ctx: UserContext,
  input: GeneratorProfileInput,
): Promise<GeneratorProfileDto> {
  await refuseUnknown(ctx, input);
  const values = { avoid: input.avoid, homeEquipment: input.home_equipment, gymEquipment: input.gym_equipment };
  await ctx.db
    .insert(generatorProfiles)
    .values({ userId: ctx.user.pk, ...values })
    .onConflictDoUpdate({ target: generatorProfiles.userId, set: values });
  return getGeneratorProfile(ctx);
}
