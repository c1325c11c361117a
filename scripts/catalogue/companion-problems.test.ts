import { describe, expect, it } from "vitest";
import type { CatalogueExercise } from "../../src/modules/catalogue/catalogue-file";
import { companionProblems } from "./companion-problems";

const exercise = (slug: string, steps: string[]): CatalogueExercise => ({
  id: slug.length,
  slug,
  sourceId: null,
  name: slug,
  difficulty: "beginner",
  category: "strength",
  force: "push",
  mechanic: "compound",
  equipment: "barbell",
  grips: [],
  goals: [],
  muscles: { primary: ["chest"], secondary: [], tertiary: [] },
  advancedMuscles: { primary: ["upper-pectoralis"], secondary: [], tertiary: [] },
  joints: [],
  cardio: false,
  steps,
  variationOf: null,
});
const exercises = [exercise("bench-press", ["Lie down.", "Lower the bar.", "Press it up."])];
const popularity = { "bench-press": 100 };
const batch = (steps: Record<string, string[]>, locale = "de-de", file = "01") => ({
  locale,
  file: `steps/${locale}/${file}.json`,
  steps,
});
const german = ["Hinlegen.", "Stange senken.", "Hochdrücken."];

describe("companionProblems", () => {
  it("accepts weights for every exercise and steps that line up with the English", () => {
    expect(companionProblems(exercises, popularity, [batch({ "bench-press": german })], ["de-de"])).toEqual([]);
  });

  it("names a translation with another number of steps than the English", () => {
    expect(companionProblems(exercises, popularity, [batch({ "bench-press": german.slice(0, 2) })], ["de-de"])).toEqual(
      ["steps/de-de/01.json: bench-press has 2 steps, the English 3"],
    );
  });

  it("names steps for an unknown exercise or locale, and an exercise translated twice", () => {
    expect(
      companionProblems(
        exercises,
        popularity,
        [
          batch({ "bench-pres": german }),
          batch({ "bench-press": german }, "xx-xx"),
          batch({ "bench-press": german }, "xx-xx", "02"),
        ],
        ["de-de"],
      ),
    ).toEqual([
      "steps/de-de/01.json: bench-pres is not an exercise",
      "steps/xx-xx/01.json: xx-xx is not a translated locale",
      "steps/xx-xx/02.json: xx-xx is not a translated locale",
      "steps/xx-xx/02.json: bench-press is already translated in steps/xx-xx/01.json",
    ]);
  });

  it("wants a popularity weight for every exercise and only for exercises", () => {
    expect(companionProblems(exercises, { squat: 90 }, [], ["de-de"])).toEqual([
      "bench-press: no popularity weight",
      "popularity.json: squat is not an exercise",
    ]);
  });
});
