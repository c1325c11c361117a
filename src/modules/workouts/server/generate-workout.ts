import "server-only";
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { exerciseMuscles, exercises, generatorProfiles, muscles } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { SignedInContext } from "@/modules/accounts/context";
import type { RequestContext } from "@/modules/billing/context";
import { memoizeCatalogue } from "@/modules/catalogue/catalogue-cache";
import type { KeyedDto } from "@/modules/catalogue/dto";
import type { CategoryKey, EquipmentKey, GoalKey } from "@/modules/catalogue/reference/taxonomy";
import { hydrateExercises } from "@/modules/catalogue/server/hydrate-exercises";
import { referenceData, type ReferenceData } from "@/modules/catalogue/server/reference-data";
import type { WorkoutDto } from "../dto";
import type { FitnessLevelDto, GeneratedWorkoutDto, NamedMuscle } from "../generator/dto";
import { generateWorkout, type GeneratorCandidate } from "../generator/generate";
import { FITNESS_LEVELS, levelById, RECENT_HOURS, type FitnessLevel } from "../generator/rules";
import type { GeneratorRequest, SaveGeneratedInput } from "../generator/schemas";
import { recentMuscleSets } from "./training-progress";
import { saveWorkout } from "./save-workout";

const MAX_SEED = 2_147_483_647;

const invalid = (field: string, message: string) =>
  new AppError("VALIDATION", { message: `${field}: ${message}`, details: { fields: { [field]: message } } });

/** Every exercise with what the generator weighs, read once per catalogue. */
function loadCandidates(db: Db): Promise<GeneratorCandidate[]> {
  return memoizeCatalogue(db, "generator:candidates", async () => {
    const [rows, links, reference] = await Promise.all([
      db.select().from(exercises),
      db
        .select({ exerciseId: exerciseMuscles.exerciseId, muscle: muscles.key, tier: exerciseMuscles.tier })
        .from(exerciseMuscles)
        .innerJoin(muscles, eq(muscles.id, exerciseMuscles.muscleId))
        .where(eq(exerciseMuscles.muscleSet, "simple")),
      referenceData(db, "en-us"),
    ]);
    const musclesOf = new Map<number, GeneratorCandidate["muscles"]>();
    for (const link of links) musclesOf.set(link.exerciseId, [...(musclesOf.get(link.exerciseId) ?? []), link]);
    const keyOf = <T extends { id: number; key: string }>(list: T[], id: number | null) =>
      list.find((row) => row.id === id)?.key ?? null;
    return rows.map((row) => ({
      id: row.id,
      difficultyId: row.difficultyId,
      category: keyOf(reference.categories, row.categoryId) as CategoryKey,
      equipment: keyOf(reference.equipment, row.equipmentId) as EquipmentKey | null,
      mechanic: row.mechanic,
      force: row.force,
      variationOf: row.variationOf,
      popularity: row.popularity,
      muscles: musclesOf.get(row.id) ?? [],
    }));
  });
}

const keyed = (rows: { id: number; key: string; name: string }[], names: Map<string, string>, id: number) => {
  const row = rows.find((entry) => entry.id === id);
  return row ? { id: row.id, key: row.key, name: names.get(row.key) ?? row.name, name_en_us: row.name } : null;
};

function levelDto(level: FitnessLevel, reference: ReferenceData): FitnessLevelDto {
  const byKey = (rows: ReferenceData["categories"], names: Map<string, string>, key: string) =>
    keyed(rows, names, rows.find((row) => row.key === key)?.id ?? -1);
  return {
    id: level.id,
    key: level.key,
    name: reference.names.difficulty.get(level.key) ?? level.name,
    excluded_categories: level.excluded
      .map((key) => byKey(reference.categories, reference.names.category, key))
      .filter((entry): entry is KeyedDto => !!entry),
    difficulties: level.difficulties
      .map((id) => keyed(reference.difficulties, reference.names.difficulty, id))
      .filter((entry): entry is KeyedDto => !!entry),
  };
}

/** Spec §7 `GET /api-next/workout/fitness-levels`. */
export async function listFitnessLevels(ctx: RequestContext): Promise<{ count: number; results: FitnessLevelDto[] }> {
  const reference = await referenceData(ctx.db, ctx.locale);
  return { count: FITNESS_LEVELS.length, results: FITNESS_LEVELS.map((level) => levelDto(level, reference)) };
}

async function savedAvoidList(ctx: RequestContext): Promise<number[]> {
  if (!ctx.user) return [];
  const [row] = await ctx.db
    .select({ avoid: generatorProfiles.avoid })
    .from(generatorProfiles)
    .where(eq(generatorProfiles.userId, ctx.user.pk));
  return row?.avoid ?? [];
}

/**
 * Spec §7 `POST /api-next/workout/generator`: a plan for the chosen muscles, equipment, goal and level,
 * inside the time budget, each pick with its reason. Signed-in users' saved avoid list applies, and
 * Premium users' logged training of the last 48 hours steers picks away from tired muscles.
 */
export async function generateForRequest(ctx: RequestContext, request: GeneratorRequest): Promise<GeneratedWorkoutDto> {
  const reference = await referenceData(ctx.db, ctx.locale);
  const muscleRows = request.muscles_id_list.map((id) => {
    const row = reference.muscles.find((muscle) => muscle.id === id && muscle.kind === "muscle");
    if (!row) throw invalid("muscles_id_list", `${id} is not a muscle`);
    // An advanced muscle stands for the simple one it refines.
    return row.isSimple ? row : (reference.muscles.find((muscle) => muscle.key === row.parentKey) ?? row);
  });
  const equipmentKeys = request.equipment_id_list.map((id) => {
    const row = reference.equipment.find((item) => item.id === id && item.includeInWorkoutGenerator && item.enabled);
    if (!row) throw invalid("equipment_id_list", `${id} is not equipment the generator uses`);
    return row.key as EquipmentKey;
  });
  const level = levelById(request.fitness_level);
  if (!level) throw invalid("fitness_level", `${request.fitness_level} is not a fitness level`);
  const goal = keyed(reference.goals, reference.names.goal, request.goal);
  if (!goal) throw invalid("goal", `${request.goal} is not a goal`);

  const signedIn = ctx.user ? (ctx as SignedInContext<RequestContext>) : null;
  const [candidates, saved, recent] = await Promise.all([
    loadCandidates(ctx.db),
    savedAvoidList(ctx),
    signedIn && ctx.entitlements.logSets ? recentMuscleSets(signedIn, RECENT_HOURS) : new Map<string, number>(),
  ]);
  const seed = request.seed ?? randomInt(0, MAX_SEED);
  const plan = generateWorkout(candidates, {
    muscles: [...new Set(muscleRows.map((row) => row.key))],
    equipment: equipmentKeys,
    goal: goal.key as GoalKey,
    level,
    age: request.age,
    minutes: request.minutes,
    seed,
    avoid: [...new Set([...request.avoid, ...saved])],
    recent,
  });

  const hydrated = await hydrateExercises(
    ctx.db,
    plan.items.map((item) => item.exerciseId),
    ctx.locale,
    { lite: true },
  );
  const named = (key: string): NamedMuscle => {
    const row = reference.muscles.find((muscle) => muscle.key === key);
    return { id: row?.id ?? 0, key, name: reference.names.muscle.get(key) ?? row?.name ?? key };
  };
  const chosenKeys = new Set(muscleRows.map((row) => row.key));
  const { seed: _seed, ...normalised } = request;
  return {
    name: [...chosenKeys].map((key) => named(key).name).join(" · "),
    seed,
    rule_version: plan.ruleVersion,
    request: normalised,
    goal,
    fitness_level: levelDto(level, reference),
    minutes: request.minutes,
    estimated_minutes: plan.minutes,
    exercises: plan.items.flatMap((item, order) => {
      const exercise = hydrated.find((entry) => entry.id === item.exerciseId);
      if (!exercise) return [];
      const equipment = reference.equipment.find((row) => row.key === item.reason.equipment);
      return [
        {
          order,
          exercise,
          sets: item.sets,
          reps: item.reps,
          rest: item.rest,
          group: item.group,
          reason: {
            muscle: named(item.reason.muscle),
            also: item.reason.also.map(named),
            equipment: equipment ? (reference.names.equipment.get(equipment.key) ?? equipment.name) : null,
            difficulty: keyed(reference.difficulties, reference.names.difficulty, item.reason.difficultyId)?.name ?? "",
            position: item.reason.position,
            goal: item.reason.goal,
            newcomer: item.reason.newcomer,
            older: item.reason.older,
          },
        },
      ];
    }),
    summary: {
      volume: plan.volume.map((entry) => ({
        ...named(entry.muscle),
        sets: entry.sets,
        chosen: chosenKeys.has(entry.muscle),
      })),
      uncovered: plan.uncovered.map((entry) => ({ ...named(entry.muscle), why: entry.why })),
      spared: plan.spared.map(named),
      chosen_though_tired: plan.chosenThoughTired.map(named),
    },
  };
}

/** Spec §7 `POST /api-next/workout/generator/save`: saved like any workout, limits included, with how it was made. */
export function saveGenerated(ctx: RequestContext, input: SaveGeneratedInput): Promise<WorkoutDto> {
  const { generator, ...workout } = input;
  return saveWorkout(
    ctx,
    { ...workout, source: "AI", created_utm: "G", based_on: null },
    { generator: { seed: generator.seed, rule_version: generator.rule_version, request: generator.request } },
  );
}
