import type { CatalogueExercise } from "../../src/modules/catalogue/catalogue-file";
import type { SimpleMuscleId } from "../../src/modules/catalogue/reference/muscles";
import { slugify } from "./slugify";
import {
  CATEGORY_MAP,
  EQUIPMENT_MAP,
  EQUIPMENT_NAME_RULES,
  LEVEL_TO_DIFFICULTY,
  MUSCLE_MAP,
  MUSCLE_NAME_RULES,
} from "./source-vocabulary";

export type SourceExercise = {
  id: string;
  name: string;
  force: string | null;
  level: string;
  mechanic: string | null;
  equipment: string | null;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  category: string;
};

function required<T>(table: Record<string, T>, key: string, what: string): T {
  const value = table[key];
  if (value === undefined) throw new Error(`Unmapped source ${what}: "${key}"`);
  return value;
}

export function mapMuscle(word: string, exerciseName: string): SimpleMuscleId {
  const rule = MUSCLE_NAME_RULES[word]?.find(({ pattern }) => pattern.test(exerciseName));
  return rule?.value ?? required(MUSCLE_MAP, word, "muscle");
}

export function mapEquipment(source: SourceExercise): CatalogueExercise["equipment"] {
  if (source.category === "stretching" && (source.equipment === "body only" || source.equipment === null)) {
    return "stretches";
  }
  const rule = EQUIPMENT_NAME_RULES.find(({ pattern }) => pattern.test(source.name));
  if (rule) return rule.value;
  if (source.equipment === null) return null;
  return required(EQUIPMENT_MAP, source.equipment, "equipment");
}

function uniqueSlug(name: string, used: Set<string>): string {
  const base = slugify(name);
  let slug = base;
  for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

export function mapSourceExercise(source: SourceExercise, id: number, usedSlugs: Set<string>): CatalogueExercise {
  const primary = [...new Set(source.primaryMuscles.map((m) => mapMuscle(m, source.name)))];
  const secondary = [...new Set(source.secondaryMuscles.map((m) => mapMuscle(m, source.name)))].filter(
    (m) => !primary.includes(m),
  );
  const category = required(CATEGORY_MAP, source.category, "category");
  return {
    id,
    slug: uniqueSlug(source.name, usedSlugs),
    sourceId: source.id,
    name: source.name.trim(),
    difficulty: required(LEVEL_TO_DIFFICULTY, source.level, "level"),
    category,
    force: source.force === "push" || source.force === "pull" || source.force === "static" ? source.force : null,
    mechanic: source.mechanic === "compound" || source.mechanic === "isolation" ? source.mechanic : null,
    equipment: mapEquipment(source),
    grips: [],
    goals: [],
    muscles: { primary, secondary, tertiary: [] },
    advancedMuscles: { primary: [], secondary: [], tertiary: [] },
    joints: [],
    cardio: category === "cardio",
    steps: [],
    variationOf: null,
  };
}
