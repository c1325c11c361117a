import "server-only";
import type { Locale } from "@/config/locales";
import type { Db } from "@/db/client";
import { categories, difficulties, equipment, goals, muscles } from "@/db/schema";
import { memoizeCatalogue } from "../catalogue-cache";
import { loadNames } from "./translated-names";

type Rows<T extends { $inferSelect: unknown }> = T["$inferSelect"][];

export type ReferenceData = {
  muscles: Rows<typeof muscles>;
  difficulties: Rows<typeof difficulties>;
  categories: Rows<typeof categories>;
  equipment: Rows<typeof equipment>;
  goals: Rows<typeof goals>;
  names: {
    muscle: Map<string, string>;
    difficulty: Map<string, string>;
    category: Map<string, string>;
    equipment: Map<string, string>;
    goal: Map<string, string>;
  };
};

export function referenceData(db: Db, locale: Locale): Promise<ReferenceData> {
  return memoizeCatalogue(db, `reference:${locale}`, () => loadReference(db, locale));
}

async function loadReference(db: Db, locale: Locale): Promise<ReferenceData> {
  const [muscleRows, difficultyRows, categoryRows, equipmentRows, goalRows, muscle, difficulty, category, kit, goal] =
    await Promise.all([
      db.select().from(muscles).orderBy(muscles.position),
      db.select().from(difficulties).orderBy(difficulties.id),
      db.select().from(categories).orderBy(categories.id),
      db.select().from(equipment).orderBy(equipment.id),
      db.select().from(goals).orderBy(goals.id),
      loadNames(db, "muscle", locale),
      loadNames(db, "difficulty", locale),
      loadNames(db, "category", locale),
      loadNames(db, "equipment", locale),
      loadNames(db, "goal", locale),
    ]);
  return {
    muscles: muscleRows,
    difficulties: difficultyRows,
    categories: categoryRows,
    equipment: equipmentRows,
    goals: goalRows,
    names: { muscle, difficulty, category, equipment: kit, goal },
  };
}
