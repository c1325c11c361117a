import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Locale } from "@/config/locales";
import type { Db } from "@/db/client";
import { categories, equipment, exerciseMuscles, exercises, muscles } from "@/db/schema";
import { memoizeCatalogue } from "../catalogue-cache";
import { referenceData } from "./reference-data";
import { loadNames } from "./translated-names";

type Named = { key: string; name: string };

/** A piece of equipment with the muscle groups that have exercises for it (each a listing of its own). */
export type EquipmentEntry = Named & { slug: string; muscles: Named[] };

/** An exercise category: how many exercises it holds and its most popular ones. */
export type CategoryEntry = Named & { count: number; exercises: { slug: string; name: string }[] };

/** Every piece of equipment that has a listing, in the catalogue's order, named in the visitor's language. */
export function listEquipmentListings(db: Db, locale: Locale): Promise<EquipmentEntry[]> {
  return memoizeCatalogue(db, `directory-equipment:${locale}`, async () => {
    const [reference, combos] = await Promise.all([
      referenceData(db, locale),
      db
        .selectDistinct({ muscle: muscles.key, equipment: equipment.key })
        .from(exerciseMuscles)
        .innerJoin(muscles, eq(muscles.id, exerciseMuscles.muscleId))
        .innerJoin(exercises, eq(exercises.id, exerciseMuscles.exerciseId))
        .innerJoin(equipment, eq(equipment.id, exercises.equipmentId))
        .where(and(eq(exerciseMuscles.muscleSet, "simple"), eq(muscles.isSimple, true))),
    ]);
    const groups = reference.muscles.filter((row) => row.isSimple);
    return reference.equipment.flatMap((kit) => {
      const served = new Set(combos.filter((combo) => combo.equipment === kit.key).map((combo) => combo.muscle));
      const listed = groups
        .filter((group) => served.has(group.key))
        .map((group) => ({ key: group.key, name: reference.names.muscle.get(group.key) ?? group.name }));
      if (!listed.length) return [];
      return [
        { key: kit.key, slug: kit.slug, name: reference.names.equipment.get(kit.key) ?? kit.name, muscles: listed },
      ];
    });
  });
}

/** Each exercise category with its size and its `perCategory` most popular exercises. */
export function listCategoryHighlights(db: Db, locale: Locale, perCategory = 6): Promise<CategoryEntry[]> {
  return memoizeCatalogue(db, `directory-categories:${locale}:${perCategory}`, async () => {
    const ranked = db
      .select({
        id: exercises.id,
        slug: exercises.slug,
        name: exercises.name,
        category: categories.key,
        rank: sql<number>`row_number() over (partition by ${exercises.categoryId}
          order by ${exercises.popularity} desc, ${exercises.slug})`.as("rank"),
        total: sql<number>`count(*) over (partition by ${exercises.categoryId})`.as("total"),
      })
      .from(exercises)
      .innerJoin(categories, eq(categories.id, exercises.categoryId))
      .as("ranked");
    const [reference, rows] = await Promise.all([
      referenceData(db, locale),
      db
        .select()
        .from(ranked)
        .where(sql`${ranked.rank} <= ${perCategory}`)
        .orderBy(asc(ranked.rank)),
    ]);
    const names = await loadNames(
      db,
      "exercise",
      locale,
      rows.map((row) => String(row.id)),
    );
    return reference.categories.flatMap((category) => {
      const top = rows.filter((row) => row.category === category.key);
      if (!top.length) return [];
      return [
        {
          key: category.key,
          name: reference.names.category.get(category.key) ?? category.name,
          count: Number(top[0]?.total ?? 0),
          exercises: top.map((row) => ({ slug: row.slug, name: names.get(String(row.id)) ?? row.name })),
        },
      ];
    });
  });
}
