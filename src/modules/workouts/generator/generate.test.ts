import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SIMPLE_MUSCLES } from "@/modules/catalogue/reference/muscles";
import {
  CATEGORIES,
  DIFFICULTIES,
  EQUIPMENT,
  GOALS,
  type CategoryKey,
  type EquipmentKey,
  type GoalKey,
} from "@/modules/catalogue/reference/taxonomy";
import { workoutSeconds } from "../duration";
import { parseReps } from "../reps";
import { eligible, generateWorkout, isAccessory, type GeneratorCandidate, type GeneratorInput } from "./generate";
import {
  FITNESS_LEVELS,
  GENERATOR_MINUTES,
  GOAL_RULES,
  NO_GEAR_FOR_FLEXIBILITY,
  OLDER_AGE,
  RECENT_HARD_SETS,
  SESSION_MAX_SETS,
} from "./rules";

type CatalogueEntry = {
  id: number;
  slug: string;
  difficulty: string;
  category: CategoryKey;
  force: GeneratorCandidate["force"];
  mechanic: GeneratorCandidate["mechanic"];
  equipment: EquipmentKey | null;
  variationOf?: string | null;
  muscles: { primary: string[]; secondary: string[]; tertiary: string[] };
};

/** The real catalogue, so the properties hold for the exercises users get. */
const catalogue = JSON.parse(readFileSync(path.resolve("data/catalogue/exercises.json"), "utf8")) as CatalogueEntry[];
const popularity = JSON.parse(readFileSync(path.resolve("data/catalogue/popularity.json"), "utf8")) as Record<
  string,
  number
>;
const idOfSlug = new Map(catalogue.map((entry) => [entry.slug, entry.id]));
const candidates: GeneratorCandidate[] = catalogue.map((entry) => ({
  id: entry.id,
  difficultyId: DIFFICULTIES.find((difficulty) => difficulty.key === entry.difficulty)?.id ?? 2,
  category: entry.category,
  equipment: entry.equipment,
  mechanic: entry.mechanic,
  force: entry.force,
  variationOf: entry.variationOf ? (idOfSlug.get(entry.variationOf) ?? null) : null,
  popularity: popularity[entry.slug] ?? 0,
  muscles: (["primary", "secondary", "tertiary"] as const).flatMap((tier) =>
    entry.muscles[tier].map((muscle) => ({ muscle, tier })),
  ),
}));
const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));

const muscleKeys = SIMPLE_MUSCLES.map((muscle) => muscle.id);
const generatorEquipment = EQUIPMENT.filter((item) => item.inGenerator).map((item) => item.key);

const inputs = fc.record({
  muscles: fc.uniqueArray(fc.constantFrom<string>(...muscleKeys), { minLength: 1, maxLength: 6 }),
  equipment: fc.uniqueArray(fc.constantFrom<EquipmentKey>(...generatorEquipment), { minLength: 1, maxLength: 5 }),
  goal: fc.constantFrom<GoalKey>(...GOALS.map((goal) => goal.key)),
  level: fc.constantFrom(...FITNESS_LEVELS),
  age: fc.integer({ min: 13, max: 90 }),
  minutes: fc.constantFrom(...GENERATOR_MINUTES),
  seed: fc.integer(),
  avoid: fc.uniqueArray(fc.constantFrom(...candidates.map((candidate) => candidate.id)), { maxLength: 20 }),
  recent: fc
    .array(fc.tuple(fc.constantFrom<string>(...muscleKeys), fc.double({ min: 0, max: 12, noNaN: true })), {
      maxLength: 6,
    })
    .map((pairs) => new Map(pairs)),
}) satisfies fc.Arbitrary<GeneratorInput>;

const RUNS = { numRuns: 300 };
const primary = (id: number) =>
  byId
    .get(id)!
    .muscles.filter((entry) => entry.tier === "primary")
    .map((entry) => entry.muscle);

describe("the workout generator, over many random requests", () => {
  it("uses only the chosen equipment, muscles, level and goal categories, never the avoid list, never twice", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const plan = generateWorkout(candidates, input);
        const allowed = new Set<EquipmentKey>(input.equipment);
        if (input.goal === "flexibility") NO_GEAR_FOR_FLEXIBILITY.forEach((key) => allowed.add(key));
        const ids = plan.items.map((item) => item.exerciseId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const item of plan.items) {
          const exercise = byId.get(item.exerciseId)!;
          expect(allowed.has(exercise.equipment!)).toBe(true);
          expect(primary(item.exerciseId).some((muscle) => input.muscles.includes(muscle))).toBe(true);
          expect(input.level.difficulties).toContain(exercise.difficultyId);
          expect(input.level.excluded).not.toContain(exercise.category);
          expect(GOAL_RULES[input.goal].categories).toContain(exercise.category);
          expect(input.avoid).not.toContain(item.exerciseId);
        }
      }),
      RUNS,
    );
  });

  it("prescribes the goal's reps and rest (1–2 min rest for older users), and fits the time budget", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const plan = generateWorkout(candidates, input);
        const rule = GOAL_RULES[input.goal];
        const [restMin, restMax] = input.age >= OLDER_AGE ? [Math.min(rule.restRange[0], 60), 120] : rule.restRange;
        for (const item of plan.items) {
          const reps = parseReps(item.reps);
          const hold = byId.get(item.exerciseId)!.force === "static" && !rule.timed;
          expect(reps.unit).toBe(rule.timed || hold ? "seconds" : "reps");
          const [low, high] = hold ? [30, 45] : rule.repsRange;
          expect(reps.value).toBeGreaterThanOrEqual(low);
          expect(reps.value).toBeLessThanOrEqual(high);
          expect(item.rest).toBeGreaterThanOrEqual(restMin);
          expect(item.rest).toBeLessThanOrEqual(restMax);
          expect(item.sets.regular).toBeGreaterThanOrEqual(2);
          expect(item.sets.regular).toBeLessThanOrEqual(5);
        }
        expect(plan.seconds).toBe(workoutSeconds(plan.items));
        expect(plan.seconds).toBeLessThanOrEqual(input.minutes * 60);
      }),
      RUNS,
    );
  });

  it("keeps every muscle under the session maximum and accounts for every chosen muscle", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const plan = generateWorkout(candidates, input);
        const recount = new Map<string, number>();
        for (const item of plan.items)
          for (const { muscle, tier } of byId.get(item.exerciseId)!.muscles) {
            const share = tier === "primary" ? 1 : tier === "secondary" ? 0.5 : 0;
            if (share) recount.set(muscle, (recount.get(muscle) ?? 0) + share * item.sets.regular);
          }
        expect(new Map(plan.volume.map((entry) => [entry.muscle, entry.sets]))).toEqual(recount);
        for (const sets of recount.values()) expect(sets).toBeLessThanOrEqual(SESSION_MAX_SETS);
        const served = new Set(plan.items.map((item) => item.reason.muscle));
        for (const muscle of input.muscles) {
          const missing = plan.uncovered.find((entry) => entry.muscle === muscle);
          expect(served.has(muscle) || (recount.get(muscle) ?? 0) > 0 || !!missing).toBe(true);
          // "No exercise" only when the catalogue really has none for this request, else it did not fit.
          if (missing)
            expect(eligible(candidates, input).some((c) => primary(c.id).includes(muscle))).toBe(
              missing.why === "time",
            );
        }
      }),
      RUNS,
    );
  });

  it("orders large multi-joint work before accessories, and says which tired muscles it spared", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const plan = generateWorkout(candidates, input);
        const accessory = plan.items.map((item) => isAccessory(byId.get(item.exerciseId)!));
        expect(accessory).toEqual([...accessory].sort((a, b) => Number(a) - Number(b)));
        const tired = [...input.recent].filter(([, sets]) => sets >= RECENT_HARD_SETS).map(([muscle]) => muscle);
        expect(plan.spared).toEqual(tired.filter((muscle) => !input.muscles.includes(muscle)).sort());
        expect(new Set(plan.chosenThoughTired)).toEqual(new Set(tired.filter((m) => input.muscles.includes(m))));
      }),
      RUNS,
    );
  });

  it("gives the same plan for the same request and seed", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        expect(generateWorkout(candidates, input)).toEqual(generateWorkout(candidates, { ...input }));
      }),
      { numRuns: 100 },
    );
  });
});

describe("the workout generator, for requests a coach can check by hand", () => {
  const base: GeneratorInput = {
    muscles: ["chest", "quads", "lats"],
    equipment: ["barbell", "dumbbells", "bodyweight"],
    goal: "build-muscle",
    level: FITNESS_LEVELS[2],
    age: 29,
    minutes: 60,
    seed: 7,
    avoid: [],
    recent: new Map(),
  };

  it("serves every chosen muscle with a compound lift first, one warm-up set before the first", () => {
    const plan = generateWorkout(candidates, base);
    expect(plan.uncovered).toEqual([]);
    expect(plan.items.length).toBeGreaterThanOrEqual(4);
    expect(plan.items[0]?.reason.position).toBe("first");
    expect(plan.items[0]?.sets.warmup).toBe(1);
    expect(plan.items.slice(1).every((item) => item.sets.warmup === 0)).toBe(true);
    for (const muscle of base.muscles)
      expect(plan.volume.find((entry) => entry.muscle === muscle)?.sets ?? 0).toBeGreaterThanOrEqual(6);
  });

  it("changes with the seed", () => {
    const plans = [1, 2, 3, 4, 5].map((seed) =>
      generateWorkout(candidates, { ...base, seed })
        .items.map((item) => item.exerciseId)
        .join(),
    );
    expect(new Set(plans).size).toBeGreaterThan(1);
  });

  it("runs fat loss as one circuit and newcomers at 8–12 reps", () => {
    const circuit = generateWorkout(candidates, { ...base, goal: "lose-weight" });
    expect(circuit.items.every((item) => item.group === "A" && item.reason.position === "circuit")).toBe(true);
    const newcomer = generateWorkout(candidates, { ...base, level: FITNESS_LEVELS[1], goal: "build-strength" });
    expect(newcomer.items.every((item) => ["8-12", "30-45s"].includes(item.reps) && item.reason.newcomer)).toBe(true);
  });

  it("says a muscle has no exercise when nothing in the catalogue fits, and when time ran out", () => {
    const none = generateWorkout(candidates, { ...base, muscles: ["neck"], equipment: ["trx"] });
    expect(none.items).toEqual([]);
    expect(none.uncovered).toEqual([{ muscle: "neck", why: "no-exercise" }]);
    const short = generateWorkout(candidates, {
      ...base,
      goal: "build-strength",
      level: FITNESS_LEVELS[3],
      minutes: 20,
      muscles: ["quads", "chest", "lats", "hamstrings", "biceps", "triceps", "calves"],
      equipment: ["barbell", "dumbbells", "cables", "machine"],
    });
    expect(short.uncovered.some((entry) => entry.why === "time")).toBe(true);
    expect(short.seconds).toBeLessThanOrEqual(20 * 60);
  });

  it("leans away from a tired muscle that was not chosen", () => {
    const fresh = generateWorkout(candidates, { ...base, muscles: ["chest"] });
    const tired = generateWorkout(candidates, { ...base, muscles: ["chest"], recent: new Map([["triceps", 8]]) });
    const triceps = (plan: typeof fresh) => plan.volume.find((entry) => entry.muscle === "triceps")?.sets ?? 0;
    expect(triceps(tired)).toBeLessThanOrEqual(triceps(fresh));
    expect(tired.spared).toEqual(["triceps"]);
  });

  it("knows every category it may exclude", () => {
    const known = new Set<string>(CATEGORIES.map((category) => category.key));
    for (const level of FITNESS_LEVELS) for (const category of level.excluded) expect(known.has(category)).toBe(true);
  });
});
