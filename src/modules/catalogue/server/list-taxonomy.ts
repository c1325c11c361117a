import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Locale } from "@/config/locales";
import type { Db } from "@/db/client";
import { categories, difficulties, equipment, goals, muscles } from "@/db/schema";
import type { EquipmentDto, KeyedDto, ListResponse, MuscleDto } from "../dto";
import { loadNames } from "./translated-names";

const list = <T>(results: T[]): ListResponse<T> => ({ count: results.length, results });

export async function listMuscles(db: Db, locale: Locale): Promise<ListResponse<MuscleDto>> {
  const [rows, names] = await Promise.all([
    db.select().from(muscles).orderBy(asc(muscles.position)),
    loadNames(db, "muscle", locale),
  ]);
  return list(
    rows.map((row) => ({
      id: row.id,
      key: row.key,
      name: names.get(row.key) ?? row.name,
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
  table: typeof difficulties | typeof categories | typeof goals,
  entity: "difficulty" | "category" | "goal",
  locale: Locale,
): Promise<ListResponse<KeyedDto>> {
  const [rows, names] = await Promise.all([
    db.select().from(table).orderBy(asc(table.id)),
    loadNames(db, entity, locale),
  ]);
  return list(
    rows.map((row) => ({ id: row.id, key: row.key, name: names.get(row.key) ?? row.name, name_en_us: row.name })),
  );
}

export const listDifficulties = (db: Db, locale: Locale) => listKeyed(db, difficulties, "difficulty", locale);
export const listCategories = (db: Db, locale: Locale) => listKeyed(db, categories, "category", locale);
export const listGoals = (db: Db, locale: Locale) => listKeyed(db, goals, "goal", locale);

export async function listEquipment(
  db: Db,
  locale: Locale,
  filter: { inWorkoutGenerator?: boolean; enabled?: boolean } = {},
): Promise<ListResponse<EquipmentDto & { include_in_workout_generator: boolean; enable: boolean }>> {
  const [rows, names] = await Promise.all([
    db.select().from(equipment).orderBy(asc(equipment.id)),
    loadNames(db, "equipment", locale),
  ]);
  return list(
    rows
      .filter(
        (row) => filter.inWorkoutGenerator === undefined || row.includeInWorkoutGenerator === filter.inWorkoutGenerator,
      )
      .filter((row) => filter.enabled === undefined || row.enabled === filter.enabled)
      .map((row) => ({
        id: row.id,
        key: row.key,
        slug: row.slug,
        name: names.get(row.key) ?? row.name,
        name_en_us: row.name,
        include_in_workout_generator: row.includeInWorkoutGenerator,
        enable: row.enabled,
      })),
  );
}

export async function findEquipmentBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(equipment).where(eq(equipment.slug, slug));
  return row ?? null;
}
