import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { CategoryKey, EquipmentKey, Force, GoalKey, Mechanic } from "@/modules/catalogue/reference/taxonomy";
import { workoutSeconds } from "../duration";
import type { Tier } from "../log/muscle-volume";
import {
  BASE_SETS,
  EQUIPMENT_LOAD_ORDER,
  GOAL_RULES,
  isNewToTraining,
  MAX_EXERCISES,
  MIN_SETS,
  MUSCLE_SIZE_ORDER,
  NO_GEAR_FOR_FLEXIBILITY,
  OLDER_AGE,
  RECENT_HARD_SETS,
  RULE_VERSION,
  SECONDARY_SHARE,
  SESSION_MAX_SETS,
  SESSION_TARGET_SETS,
  SMALL_MUSCLES,
  STATIC_HOLD,
  type FitnessLevel,
} from "./rules";

export type GeneratorCandidate = {
  id: number;
  difficultyId: number;
  category: CategoryKey;
  equipment: EquipmentKey | null;
  mechanic: Mechanic | null;
  force: Force | null;
  variationOf: number | null;
  popularity: number;
  /** The simple body-map muscles it works, with their tier. */
  muscles: { muscle: string; tier: Tier }[];
};

export type GeneratorInput = {
  muscles: string[];
  equipment: EquipmentKey[];
  goal: GoalKey;
  level: FitnessLevel;
  age: number;
  minutes: number;
  seed: number;
  avoid: number[];
  /** Fractional hard sets per muscle in the last 48 hours, when the user logs training. */
  recent: ReadonlyMap<string, number>;
};

export type PickPosition = "first" | "compound" | "isolation" | "accessory" | "circuit" | "stretch";

/** Why an exercise is in the plan, as data the screen words in the user's language. */
export type PickReason = {
  /** The chosen muscle it is there for, and the other chosen muscles it also works. */
  muscle: string;
  also: string[];
  equipment: EquipmentKey | null;
  difficultyId: number;
  position: PickPosition;
  goal: GoalKey;
  newcomer: boolean;
  older: boolean;
};

export type PlanItem = {
  exerciseId: number;
  sets: { regular: number; warmup: number };
  reps: string;
  rest: number;
  group: string | null;
  reason: PickReason;
};

export type GeneratedPlan = {
  ruleVersion: number;
  seed: number;
  items: PlanItem[];
  /** Fractional sets per muscle the plan gives (primary 1, secondary 0.5), largest first. */
  volume: { muscle: string; sets: number }[];
  /** Chosen muscles the plan could not serve, and why. */
  uncovered: { muscle: string; why: "no-exercise" | "time" }[];
  /** Muscles trained hard in the last 48 h: spared ones (not chosen) and chosen anyway. */
  spared: string[];
  chosenThoughTired: string[];
  seconds: number;
  minutes: number;
};

const TIER_SHARE: Record<Tier, number> = { primary: 1, secondary: SECONDARY_SHARE, tertiary: 0 };
const rank = <T>(order: readonly T[], value: T | null) => {
  const at = value === null ? -1 : order.indexOf(value);
  return at === -1 ? order.length : at;
};
const sizeRank = (muscle: string) => rank<string>(MUSCLE_SIZE_ORDER, muscle);
const primaryOf = (candidate: GeneratorCandidate) =>
  candidate.muscles.filter((entry) => entry.tier === "primary").map((entry) => entry.muscle);
const patternOf = (candidate: GeneratorCandidate) =>
  `${candidate.force ?? "-"}/${candidate.mechanic ?? "-"}/${primaryOf(candidate).sort().join("+")}`;
const familyOf = (candidate: GeneratorCandidate) => candidate.variationOf ?? candidate.id;
/** Single-joint work, or work for small muscles only: dosed and placed as an accessory. */
export const isAccessory = (candidate: GeneratorCandidate) =>
  candidate.mechanic === "isolation" || primaryOf(candidate).every((muscle) => SMALL_MUSCLES.includes(muscle));

/** The exercises a request may use at all: equipment, level, goal categories, chosen muscles, avoid list. */
export function eligible(candidates: GeneratorCandidate[], input: GeneratorInput): GeneratorCandidate[] {
  const rule = GOAL_RULES[input.goal];
  const equipment = new Set<EquipmentKey>(input.equipment);
  if (input.goal === "flexibility") NO_GEAR_FOR_FLEXIBILITY.forEach((key) => equipment.add(key));
  const chosen = new Set(input.muscles);
  const avoid = new Set(input.avoid);
  const excluded = new Set<CategoryKey>(input.level.excluded);
  const difficulties = new Set<number>(input.level.difficulties);
  return candidates.filter(
    (candidate) =>
      candidate.equipment !== null &&
      equipment.has(candidate.equipment) &&
      difficulties.has(candidate.difficultyId) &&
      !excluded.has(candidate.category) &&
      rule.categories.includes(candidate.category) &&
      !avoid.has(candidate.id) &&
      primaryOf(candidate).some((muscle) => chosen.has(muscle)),
  );
}

function dose(candidate: GeneratorCandidate, input: GeneratorInput) {
  const rule = GOAL_RULES[input.goal];
  const newcomer = isNewToTraining(input.level.key) && !rule.timed && input.goal !== "endurance";
  const older = input.age >= OLDER_AGE;
  const base = newcomer ? rule.newcomer : isAccessory(candidate) ? rule.isolation : rule.compound;
  // Planks and other holds are timed, whatever the goal.
  const reps = candidate.force === "static" && !rule.timed ? STATIC_HOLD : base.reps;
  // Older lifters: rest 1–2 min (shorter rests of the goal stay as they are), one hard set fewer.
  const rest = older ? Math.min(Math.max(base.rest, 60), 120) : base.rest;
  const levelSets = BASE_SETS[input.level.key] + (input.level.key === "novice" ? 0 : rule.setsDelta);
  const regular = Math.max(MIN_SETS, levelSets - (older ? 1 : 0));
  return { reps, rest, regular, newcomer, older };
}

/**
 * A workout for the request, the same for the same input and seed. Chosen muscles take turns, larger
 * first; each turn adds the exercise that best serves the chosen muscles still short of their session
 * target, while no muscle passes the session maximum and the plan stays inside the time budget. The
 * picks are then ordered large and multi-joint first, heavier implements before lighter ones.
 */
export function generateWorkout(candidates: GeneratorCandidate[], input: GeneratorInput): GeneratedPlan {
  const rule = GOAL_RULES[input.goal];
  const rng = xoroshiro128plus(input.seed | 0);
  const jitter = () => uniformInt(rng, 0, 999) / 1000;
  const chosen = [...new Set(input.muscles)].sort((a, b) => sizeRank(a) - sizeRank(b) || a.localeCompare(b));
  const chosenSet = new Set(chosen);
  const tired = new Set([...input.recent].filter(([, sets]) => sets >= RECENT_HARD_SETS).map(([muscle]) => muscle));
  const pool = eligible(candidates, input);
  const maxPopularity = Math.max(1, ...pool.map((candidate) => candidate.popularity));
  const target = SESSION_TARGET_SETS[input.level.key];
  const budget = input.minutes * 60;
  const loadMatters = !rule.timed && !rule.circuit && input.goal !== "endurance";

  const volume = new Map<string, number>();
  const picked: Pick[] = [];
  const usedFamilies = new Set<number>();
  const usedPatterns = new Set<string>();
  // A chosen muscle left without work either has no exercise at all, or had no room (time or volume).
  const servable = new Set(pool.flatMap(primaryOf));

  const added = (candidate: GeneratorCandidate, sets: number) =>
    candidate.muscles.map(({ muscle, tier }) => [muscle, sets * TIER_SHARE[tier]] as const).filter(([, s]) => s > 0);
  const itemOf = (candidate: GeneratorCandidate) => {
    const { reps, rest, regular } = dose(candidate, input);
    return { sets: { regular, warmup: 0 }, reps, rest, group: rule.circuit ? "A" : null };
  };
  const fits = (candidate: GeneratorCandidate) => {
    const sets = dose(candidate, input).regular;
    const overServed = added(candidate, sets).some(([muscle, s]) => (volume.get(muscle) ?? 0) + s > SESSION_MAX_SETS);
    const items = orderPicks([...picked, { candidate, muscle: "", sets }]).map((pick) => itemOf(pick.candidate));
    return { overServed, inTime: workoutSeconds(withWarmups(items, rule.circuit)) <= budget };
  };
  const score = (candidate: GeneratorCandidate, muscle: string) => {
    const primary = primaryOf(candidate);
    if (!primary.includes(muscle)) return -Infinity;
    let value = 0;
    for (const { muscle: m, tier } of candidate.muscles) {
      // Other chosen muscles worked on the side count a little; the turn's muscle counts most.
      if (chosenSet.has(m) && (volume.get(m) ?? 0) < target) value += tier === "primary" ? 1 : 0.25;
      // A muscle trained hard lately and not chosen is spared where another pick does the job.
      if (!chosenSet.has(m) && tired.has(m)) value -= TIER_SHARE[tier] * 1.5;
    }
    if (candidate.mechanic === "compound" && !rule.timed) value += 0.6;
    if (rule.favoured.includes(candidate.category)) value += 0.3;
    else if (candidate.category === "olympic-weightlifting") value -= 0.5;
    // Heavy goals prefer implements that can be loaded heavily.
    if (loadMatters) value += 0.5 * (1 - rank(EQUIPMENT_LOAD_ORDER, candidate.equipment) / EQUIPMENT_LOAD_ORDER.length);
    if (usedPatterns.has(patternOf(candidate))) value -= 0.8;
    // The lifts people know and do beat curiosities.
    value += (1.5 * candidate.popularity) / maxPopularity;
    return value + 0.5 * jitter();
  };

  let progress = true;
  while (progress && picked.length < MAX_EXERCISES) {
    progress = false;
    for (const muscle of chosen) {
      if (picked.length >= MAX_EXERCISES || (volume.get(muscle) ?? 0) >= target) continue;
      let best: { candidate: GeneratorCandidate; value: number } | null = null;
      for (const candidate of pool) {
        if (usedFamilies.has(familyOf(candidate)) || picked.some((p) => p.candidate.id === candidate.id)) continue;
        const value = score(candidate, muscle);
        if (value === -Infinity || (best && value <= best.value)) continue;
        const { overServed, inTime } = fits(candidate);
        if (overServed || !inTime) continue;
        best = { candidate, value };
      }
      if (!best) continue;
      const sets = dose(best.candidate, input).regular;
      for (const [m, s] of added(best.candidate, sets)) volume.set(m, (volume.get(m) ?? 0) + s);
      picked.push({ candidate: best.candidate, muscle, sets });
      usedFamilies.add(familyOf(best.candidate));
      usedPatterns.add(patternOf(best.candidate));
      progress = true;
    }
  }

  const ordered = orderPicks(picked);
  const items = withWarmups(
    ordered.map(({ candidate, muscle }, index): PlanItem => {
      const { newcomer, older } = dose(candidate, input);
      const position: PickPosition = rule.timed
        ? "stretch"
        : rule.circuit
          ? "circuit"
          : candidate.mechanic === "isolation"
            ? "isolation"
            : isAccessory(candidate)
              ? "accessory"
              : index === 0
                ? "first"
                : "compound";
      return {
        exerciseId: candidate.id,
        ...itemOf(candidate),
        reason: {
          muscle,
          also: primaryOf(candidate).filter((m) => m !== muscle && chosenSet.has(m)),
          equipment: candidate.equipment,
          difficultyId: candidate.difficultyId,
          position,
          goal: input.goal,
          newcomer,
          older,
        },
      };
    }),
    rule.circuit,
  );
  const seconds = workoutSeconds(items);
  return {
    ruleVersion: RULE_VERSION,
    seed: input.seed,
    items,
    volume: [...volume]
      .map(([muscle, sets]) => ({ muscle, sets }))
      .sort((a, b) => b.sets - a.sets || sizeRank(a.muscle) - sizeRank(b.muscle)),
    uncovered: chosen
      .filter((muscle) => !(volume.get(muscle) ?? 0))
      .map((muscle) => ({ muscle, why: servable.has(muscle) ? ("time" as const) : ("no-exercise" as const) })),
    spared: [...tired].filter((muscle) => !chosenSet.has(muscle)).sort(),
    chosenThoughTired: chosen.filter((muscle) => tired.has(muscle)),
    seconds,
    minutes: Math.ceil(seconds / 60),
  };
}

type Pick = { candidate: GeneratorCandidate; muscle: string; sets: number };

/** Multi-joint before single-joint and large muscles before small (accessories last), heavier implements first. */
function orderPicks<T extends Pick>(picks: T[]): T[] {
  const sizeOf = (pick: Pick) => Math.min(...primaryOf(pick.candidate).map(sizeRank));
  return picks
    .map((pick, index) => ({ pick, index }))
    .sort(
      (a, b) =>
        Number(isAccessory(a.pick.candidate)) - Number(isAccessory(b.pick.candidate)) ||
        sizeOf(a.pick) - sizeOf(b.pick) ||
        rank(EQUIPMENT_LOAD_ORDER, a.pick.candidate.equipment) -
          rank(EQUIPMENT_LOAD_ORDER, b.pick.candidate.equipment) ||
        a.index - b.index,
    )
    .map(({ pick }) => pick);
}

/** One lighter ramp-up set before the first lift of a heavy plan (not in circuits or stretching). */
function withWarmups<T extends { sets: { regular: number; warmup: number }; reps: string }>(
  items: T[],
  circuit: boolean,
): T[] {
  return items.map((item, index) =>
    index === 0 && !circuit && !item.reps.endsWith("s") ? { ...item, sets: { ...item.sets, warmup: 1 } } : item,
  );
}
