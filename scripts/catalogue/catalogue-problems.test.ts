import { describe, expect, it } from "vitest";
import type { CatalogueExercise } from "../../src/modules/catalogue/catalogue-file";
import { catalogueProblems } from "./catalogue-problems";

const exercise = (patch: Partial<CatalogueExercise> = {}): CatalogueExercise => ({
  id: 1,
  slug: "incline-press",
  sourceId: null,
  name: "Incline Press",
  difficulty: "intermediate",
  category: "strength",
  force: "push",
  mechanic: "compound",
  equipment: "barbell",
  grips: ["overhand"],
  goals: ["build-muscle"],
  muscles: { primary: ["chest"], secondary: ["front-shoulders"], tertiary: [] },
  advancedMuscles: { primary: ["upper-pectoralis"], secondary: ["anterior-deltoid"], tertiary: [] },
  joints: [],
  cardio: false,
  steps: ["Set the bench.", "Lower the bar.", "Press it up."],
  variationOf: null,
  ...patch,
});
const names = (slugs: string[]) => ({ "pt-br": Object.fromEntries(slugs.map((slug) => [slug, "Supino"])) });

describe("catalogueProblems", () => {
  it("accepts a complete exercise", () => {
    expect(catalogueProblems([exercise()], names(["incline-press"]), ["pt-br"])).toEqual([]);
  });

  it.each([
    [{ steps: [] }, "needs 3 to 8 steps"],
    [{ equipment: null }, "no equipment"],
    [{ muscles: { primary: [], secondary: [], tertiary: [] } }, "no primary muscle in the simple set"],
    [{ advancedMuscles: { primary: [], secondary: [], tertiary: [] } }, "no primary muscle in the advanced set"],
    [{ category: "stretching" as const }, "without joints"],
    [{ variationOf: "incline-press" }, "is not another exercise"],
    [
      { advancedMuscles: { primary: ["upper-pectoralis"], secondary: ["gastrocnemius"], tertiary: [] } } as const,
      "without its simple parent calves",
    ],
  ])("reports %j", (patch, message) => {
    const problems = catalogueProblems([exercise(patch as Partial<CatalogueExercise>)], names(["incline-press"]), [
      "pt-br",
    ]);
    expect(problems.join("\n")).toContain(message);
  });

  it("reports a missing translated name and a shared slug", () => {
    const problems = catalogueProblems([exercise(), exercise({ id: 2 })], names([]), ["pt-br"]);
    expect(problems).toContain("incline-press: no pt-br name");
    expect(problems).toContain("incline-press: slug used twice");
  });

  it("reports two exercises with one name in a language", () => {
    const other = exercise({ id: 2, slug: "smith-incline-press" });
    const problems = catalogueProblems(
      [exercise(), other],
      { "pt-br": { "incline-press": "Supino", "smith-incline-press": "supino " } },
      ["pt-br"],
    );
    expect(problems).toEqual(["smith-incline-press: same pt-br name as incline-press"]);
  });
});
