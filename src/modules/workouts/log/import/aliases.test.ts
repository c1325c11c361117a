import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXERCISE_ALIASES } from "./aliases";
import {
  nameMatcher,
  normalizeExerciseName,
  searchableName,
  suggestionQueries,
  type CatalogueName,
} from "./match-names";

const catalogue = (
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../../../../../data/catalogue/exercises.json"), "utf8"),
  ) as CatalogueName[]
).map(({ id, slug, name }) => ({ id, slug, name }));
const idOf = (slug: string) => catalogue.find((exercise) => exercise.slug === slug)?.id;

describe("gym aliases", () => {
  it("hold at least 40 common Strong and Hevy names, each for an exercise we have", () => {
    expect(Object.keys(EXERCISE_ALIASES).length).toBeGreaterThanOrEqual(40);
    const slugs = new Set(catalogue.map((exercise) => exercise.slug));
    const missing = Object.entries(EXERCISE_ALIASES).filter(([, slug]) => !slugs.has(slug));
    expect(missing).toEqual([]);
  });

  it("never give one name two meanings once normalized", () => {
    const seen = new Map<string, string>();
    for (const [alias, slug] of Object.entries(EXERCISE_ALIASES)) {
      const key = normalizeExerciseName(alias);
      expect(seen.get(key) ?? slug, alias).toBe(slug);
      seen.set(key, slug);
    }
  });
});

describe("matching names to our catalogue", () => {
  const match = nameMatcher(catalogue);

  it("matches our English names whatever their case, accents or punctuation, and slugs first", () => {
    expect(match("barbell squat")).toBe(idOf("barbell-squat"));
    expect(match("BARBELL  SQUAT")).toBe(idOf("barbell-squat"));
    expect(match("Bárbell Squat")).toBe(idOf("barbell-squat"));
    expect(match("Farmer's Walk")).toBe(idOf("farmer-s-walk"));
    expect(match("ez bar curl")).toBe(idOf("ez-bar-curl"));
    expect(match("Anything at all", "plank")).toBe(idOf("plank"));
    expect(match("barbell-deadlift")).toBe(idOf("barbell-deadlift"));
  });

  it("matches the apps' names through the aliases", () => {
    expect(match("Bench Press (Barbell)")).toBe(idOf("barbell-bench-press-medium-grip"));
    expect(match("Squat (Barbell)")).toBe(idOf("barbell-squat"));
    expect(match("Deadlift (Barbell)")).toBe(idOf("barbell-deadlift"));
    expect(match("Lat Pulldown (Cable)")).toBe(idOf("wide-grip-lat-pulldown"));
    expect(match("bicep curl (dumbbell)")).toBe(idOf("dumbbell-bicep-curl"));
    expect(match("Triceps Pushdown (Cable - Straight Bar)")).toBe(idOf("triceps-pushdown"));
  });

  it("leaves a name it does not know to the user", () => {
    expect(match("Meadows Row")).toBeNull();
    expect(match("Landmine Press")).toBeNull();
  });

  it("searches with the equipment first, as our names read", () => {
    expect(searchableName("Bench Press (Barbell)")).toBe("Barbell Bench Press");
    expect(searchableName("Meadows Row")).toBe("Meadows Row");
    expect(suggestionQueries("Meadows Row")).toEqual(["Meadows Row", "Meadows", "Row"]);
    expect(suggestionQueries("Plank")).toEqual(["Plank"]);
  });
});
