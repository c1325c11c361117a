import type { CategoryKey, EquipmentKey, GoalKey } from "@/modules/catalogue/reference/taxonomy";

/**
 * The generator's rules, written down once with their sources (the doc page /workout-generator/rules
 * renders the same figures). Bump RULE_VERSION whenever a figure or the selection changes: a stored
 * plan names the version it was made under, so it can be explained later.
 *
 * Sources: ACSM position stand "Progression models in resistance training for healthy adults" (2009);
 * Schoenfeld, Ogborn & Krieger 2017 (weekly sets per muscle); Pelland et al. 2024 (indirect sets count
 * as half); de Salles et al. 2009 (rest between sets).
 */
export const RULE_VERSION = 2;

export const GENERATOR_MINUTES = [20, 30, 45, 60] as const;
export type GeneratorMinutes = (typeof GENERATOR_MINUTES)[number];
export const DEFAULT_MINUTES: GeneratorMinutes = 45;

/** Spec §3 client defaults. */
export const GENERATOR_DEFAULTS = { age: 29, goal: 3, gender: "male", progress: 0, mobile: false } as const;
export const AGE_RANGE = { min: 13, max: 100 } as const;
/** ACSM 2009: older adults rest 1–2 min and do fewer hard sets. */
export const OLDER_AGE = 50;

/** Fitness levels (spec §7): the difficulties each may use and the categories it leaves out. */
export const FITNESS_LEVELS = [
  {
    id: 1,
    key: "novice",
    name: "Novice",
    difficulties: [1],
    excluded: ["olympic-weightlifting", "strongman", "powerlifting"],
  },
  { id: 2, key: "beginner", name: "Beginner", difficulties: [1, 2], excluded: ["olympic-weightlifting", "strongman"] },
  { id: 3, key: "intermediate", name: "Intermediate", difficulties: [1, 2, 3], excluded: ["strongman"] },
  { id: 4, key: "advanced", name: "Advanced", difficulties: [1, 2, 3, 4], excluded: [] },
] as const satisfies readonly {
  id: number;
  key: string;
  name: string;
  difficulties: readonly number[];
  excluded: readonly CategoryKey[];
}[];
export type FitnessLevel = (typeof FITNESS_LEVELS)[number];
export type FitnessLevelKey = FitnessLevel["key"];

export const levelById = (id: number): FitnessLevel | undefined => FITNESS_LEVELS.find((level) => level.id === id);

/** Novices and the Beginner level (spec §4) work in 8–12 reps whatever the goal (ACSM 2009), endurance aside. */
export const isNewToTraining = (level: FitnessLevelKey) => level === "novice" || level === "beginner";

type Dose = { reps: string; rest: number };
type GoalRule = {
  /** Categories a plan for this goal draws from. */
  categories: readonly CategoryKey[];
  compound: Dose;
  isolation: Dose;
  /** New lifters' reps and rest for this goal. */
  newcomer: Dose;
  /** Every rep string and rest this goal may prescribe, for anyone (checked by the tests). */
  repsRange: readonly [number, number];
  restRange: readonly [number, number];
  /** Sets per exercise change by this much from the level's base. */
  setsDelta: number;
  /** Fat loss runs as one circuit, resting after each round. */
  circuit: boolean;
  /** Holds in seconds instead of reps. */
  timed: boolean;
  /** Categories ranked higher for this goal. */
  favoured: readonly CategoryKey[];
};

const LIFTING: readonly CategoryKey[] = [
  "strength",
  "powerlifting",
  "olympic-weightlifting",
  "plyometrics",
  "strongman",
];

export const GOAL_RULES: Record<GoalKey, GoalRule> = {
  // ACSM 2009: heavy loads for 1–6 reps with 3–5 min rest build maximal strength.
  "build-strength": {
    categories: LIFTING,
    compound: { reps: "4-6", rest: 180 },
    isolation: { reps: "6-8", rest: 120 },
    newcomer: { reps: "8-12", rest: 120 },
    repsRange: [4, 12],
    restRange: [60, 300],
    setsDelta: 1,
    circuit: false,
    timed: false,
    favoured: ["powerlifting", "strength"],
  },
  // ACSM 2009: 70–85% 1RM for 6–12 reps, 1–2 min rest (2–3 on heavy lifts).
  "build-muscle": {
    categories: LIFTING,
    compound: { reps: "6-10", rest: 120 },
    isolation: { reps: "10-12", rest: 75 },
    newcomer: { reps: "8-12", rest: 90 },
    repsRange: [6, 12],
    restRange: [60, 180],
    setsDelta: 0,
    circuit: false,
    timed: false,
    favoured: ["strength"],
  },
  // ACSM 2009: 10–25 reps under 70% 1RM with 30–60 s rest.
  endurance: {
    categories: LIFTING,
    compound: { reps: "15-20", rest: 45 },
    isolation: { reps: "15-20", rest: 45 },
    newcomer: { reps: "12-15", rest: 45 },
    repsRange: [12, 25],
    restRange: [30, 60],
    setsDelta: -1,
    circuit: false,
    timed: false,
    favoured: ["strength"],
  },
  // Moderate loads in a circuit keep the heart rate up: short changes, rest after each round.
  "lose-weight": {
    categories: LIFTING,
    compound: { reps: "12-15", rest: 60 },
    isolation: { reps: "12-15", rest: 60 },
    newcomer: { reps: "10-12", rest: 60 },
    repsRange: [10, 15],
    restRange: [30, 90],
    setsDelta: 0,
    circuit: true,
    timed: false,
    favoured: ["plyometrics", "strength"],
  },
  // Fast, explosive reps with full recovery; jumps and Olympic lifts first where the level allows.
  "athletic-power": {
    categories: LIFTING,
    compound: { reps: "3-5", rest: 150 },
    isolation: { reps: "6-8", rest: 90 },
    newcomer: { reps: "6-8", rest: 120 },
    repsRange: [3, 12],
    restRange: [60, 240],
    setsDelta: 0,
    circuit: false,
    timed: false,
    favoured: ["plyometrics", "olympic-weightlifting"],
  },
  // Static stretches held about 30 s, two or three times (ACSM guidance on flexibility).
  flexibility: {
    categories: ["stretching", "recovery"],
    compound: { reps: "30s", rest: 15 },
    isolation: { reps: "30s", rest: 15 },
    newcomer: { reps: "30s", rest: 15 },
    repsRange: [20, 60],
    restRange: [10, 30],
    setsDelta: -1,
    circuit: false,
    timed: true,
    favoured: ["stretching"],
  },
};

/** Exercises held still (planks, wall sits) are prescribed in seconds. */
export const STATIC_HOLD = "30-45s";

/** Stretches and yoga poses need nothing but the floor: a flexibility plan may use them whatever is chosen. */
export const NO_GEAR_FOR_FLEXIBILITY: readonly EquipmentKey[] = ["stretches", "yoga", "bodyweight"];

/** Hard sets per exercise by level, before the goal's and age's changes. */
export const BASE_SETS: Record<FitnessLevelKey, number> = { novice: 2, beginner: 3, intermediate: 3, advanced: 4 };
export const MIN_SETS = 2;

/**
 * Fractional sets (primary 1, secondary 0.5) a chosen muscle aims for in one session, by level, and
 * the most any muscle may get: past about ten hard sets in a session more work adds little.
 */
export const SESSION_TARGET_SETS: Record<FitnessLevelKey, number> = {
  novice: 4,
  beginner: 6,
  intermediate: 8,
  advanced: 9,
};
export const SESSION_MAX_SETS = 10;
export const SECONDARY_SHARE = 0.5;

/** A muscle with this many fractional hard sets in the last 48 h counts as trained hard. */
export const RECENT_HOURS = 48;
export const RECENT_HARD_SETS = 4;

export const MAX_EXERCISES = 10;

/** Large muscles first (ACSM 2009 ordering). */
export const MUSCLE_SIZE_ORDER = [
  "quads",
  "glutes",
  "hamstrings",
  "lats",
  "chest",
  "traps-middle",
  "lowerback",
  "traps",
  "front-shoulders",
  "rear-shoulders",
  "adductors",
  "triceps",
  "biceps",
  "calves",
  "abdominals",
  "obliques",
  "forearms",
  "neck",
  "hands",
] as const;

/**
 * Core, calves, forearms, neck and grip: trained like accessories (more reps, shorter rest) and after
 * the large muscles, whatever the catalogue calls the movement.
 */
export const SMALL_MUSCLES: readonly string[] = ["abdominals", "obliques", "calves", "forearms", "neck", "hands"];

/** Heavier implements first. */
export const EQUIPMENT_LOAD_ORDER: readonly EquipmentKey[] = [
  "barbell",
  "strongman",
  "smith-machine",
  "dumbbells",
  "kettlebells",
  "machine",
  "cables",
  "plate",
  "medicine-ball",
  "trx",
  "bosu-ball",
  "band",
  "bodyweight",
  "stretches",
  "yoga",
];
