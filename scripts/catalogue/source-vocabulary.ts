import type { SimpleMuscleId } from "../../src/modules/catalogue/reference/muscles";
import type { CategoryKey, DifficultyKey, EquipmentKey } from "../../src/modules/catalogue/reference/taxonomy";

/**
 * The one reviewed table that maps the open source list's vocabulary to ours.
 * Name rules run in order and the first match wins; they exist because the source
 * lumps several of our keys under one word ("shoulders", "machine", "other").
 */
export const LEVEL_TO_DIFFICULTY: Record<string, DifficultyKey> = {
  beginner: "beginner",
  intermediate: "intermediate",
  expert: "advanced",
};

export const CATEGORY_MAP: Record<string, CategoryKey> = {
  strength: "strength",
  stretching: "stretching",
  plyometrics: "plyometrics",
  powerlifting: "powerlifting",
  "olympic weightlifting": "olympic-weightlifting",
  strongman: "strongman",
  cardio: "cardio",
};

export const EQUIPMENT_MAP: Record<string, EquipmentKey | null> = {
  barbell: "barbell",
  "e-z curl bar": "barbell",
  dumbbell: "dumbbells",
  "body only": "bodyweight",
  cable: "cables",
  machine: "machine",
  kettlebells: "kettlebells",
  bands: "band",
  "medicine ball": "medicine-ball",
  "exercise ball": "bodyweight",
  "foam roll": "recovery",
  other: null,
};

type NameRule<T> = { pattern: RegExp; value: T };

/** Applied before EQUIPMENT_MAP: the name says more than the source's coarse word. */
export const EQUIPMENT_NAME_RULES: NameRule<EquipmentKey>[] = [
  { pattern: /smith/i, value: "smith-machine" },
  { pattern: /\bsmr\b|foam roll/i, value: "recovery" },
  { pattern: /\bbosu\b/i, value: "bosu-ball" },
  { pattern: /suspension|\btrx\b|with straps/i, value: "trx" },
  { pattern: /\bplate\b/i, value: "plate" },
  {
    pattern: /treadmill|bicycl|bike|elliptical|stairmaster|step mill|rowing, stationary|rope jumping|running|skating/i,
    value: "cardio",
  },
  { pattern: /\bband\b|banded/i, value: "band" },
  { pattern: /kettlebell/i, value: "kettlebells" },
  { pattern: /dumbbell/i, value: "dumbbells" },
  { pattern: /barbell|axle|\blog\b|deadlift/i, value: "barbell" },
];

export const MUSCLE_MAP: Record<string, SimpleMuscleId> = {
  chest: "chest",
  shoulders: "front-shoulders",
  biceps: "biceps",
  triceps: "triceps",
  forearms: "forearms",
  abdominals: "abdominals",
  lats: "lats",
  "middle back": "traps-middle",
  "lower back": "lowerback",
  traps: "traps",
  neck: "neck",
  quadriceps: "quads",
  hamstrings: "hamstrings",
  glutes: "glutes",
  calves: "calves",
  adductors: "adductors",
  // The gluteus medius does most hip abduction; the advanced set places it under glutes.
  abductors: "glutes",
};

/** Source muscle words that our simple set splits further, decided by the exercise name. */
export const MUSCLE_NAME_RULES: Record<string, NameRule<SimpleMuscleId>[]> = {
  shoulders: [
    { pattern: /rear|reverse fly|reverse flye|face pull|bent.over.*(lateral|raise)/i, value: "rear-shoulders" },
  ],
  abdominals: [
    { pattern: /oblique|twist|side bend|woodchop|wood chop|russian|side plank|windmill/i, value: "obliques" },
  ],
};
