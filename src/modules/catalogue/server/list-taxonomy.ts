import "server-only";
import type { Locale } from "@/config/locales";
import type { Db } from "@/db/client";
import type { EquipmentDto, KeyedDto, ListResponse, MuscleDto } from "../dto";
import { referenceData, type ReferenceData } from "./reference-data";

const list = <T>(results: T[]): ListResponse<T> => ({ count: results.length, results });

export async function listMuscles(db: Db, locale: Locale): Promise<ListResponse<MuscleDto>> {
  const { muscles, names } = await referenceData(db, locale);
  return list(
    muscles.map((row) => ({
      id: row.id,
      key: row.key,
      name: names.muscle.get(row.key) ?? row.name,
      name_en_us: row.name,
      url_name: row.key,
      muscle_name: row.key,
      kind: row.kind,
      is_simple: row.isSimple,
      is_advanced: row.isAdvanced,
      parent: row.parentKey,
      side: row.side,
    })),
  );
}

/** Simple muscles, each with the advanced muscles that refine it. */
export async function listMuscleGroups(db: Db, locale: Locale) {
  const { results } = await listMuscles(db, locale);
  return list(
    results
      .filter((muscle) => muscle.is_simple)
      .map((group) => ({
        ...group,
        muscles: results.filter((muscle) => muscle.is_advanced && muscle.parent === group.key),
      })),
  );
}

async function listKeyed(
  db: Db,
  kind: "difficulty" | "category" | "goal",
  locale: Locale,
): Promise<ListResponse<KeyedDto>> {
  const reference = await referenceData(db, locale);
  const rows: ReferenceData["goals"] =
    kind === "difficulty" ? reference.difficulties : kind === "category" ? reference.categories : reference.goals;
  const names = reference.names[kind];
  return list(
    rows.map((row) => ({ id: row.id, key: row.key, name: names.get(row.key) ?? row.name, name_en_us: row.name })),
  );
}

export const listDifficulties = (db: Db, locale: Locale) => listKeyed(db, "difficulty", locale);
export const listCategories = (db: Db, locale: Locale) => listKeyed(db, "category", locale);
export const listGoals = (db: Db, locale: Locale) => listKeyed(db, "goal", locale);

export async function listEquipment(
  db: Db,
  locale: Locale,
  filter: { inWorkoutGenerator?: boolean; enabled?: boolean } = {},
): Promise<ListResponse<EquipmentDto & { include_in_workout_generator: boolean; enable: boolean }>> {
  const { equipment, names } = await referenceData(db, locale);
  return list(
    equipment
      .filter(
        (row) => filter.inWorkoutGenerator === undefined || row.includeInWorkoutGenerator === filter.inWorkoutGenerator,
      )
      .filter((row) => filter.enabled === undefined || row.enabled === filter.enabled)
      .map((row) => ({
        id: row.id,
        key: row.key,
        slug: row.slug,
        name: names.equipment.get(row.key) ?? row.name,
        name_en_us: row.name,
        include_in_workout_generator: row.includeInWorkoutGenerator,
        enable: row.enabled,
      })),
  );
}
