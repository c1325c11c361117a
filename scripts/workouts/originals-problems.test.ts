import { describe, expect, it } from "vitest";
import { readCatalogueFiles } from "../../src/modules/catalogue/seed/read-catalogue-files";
import type { OriginalWorkout } from "../../src/modules/workouts/originals-file";
import { readOriginals } from "../../src/modules/workouts/seed/read-originals";
import { originalsProblems } from "./originals-problems";

const catalogue = readCatalogueFiles().exercises;
const originals = readOriginals();
const sample = originals[0] as OriginalWorkout;
const problemsWith = (changed: OriginalWorkout) =>
  originalsProblems([changed, ...originals.slice(1)], catalogue).filter((problem) => problem.includes(changed.slug));

describe("originalsProblems", () => {
  it("passes the originals as written", () => {
    expect(originalsProblems(originals, catalogue)).toEqual([]);
  });

  it("names an exercise missing from the catalogue, one listed twice, and a harder one than the level", () => {
    const first = sample.exercises[0]!;
    expect(
      problemsWith({ ...sample, exercises: [...sample.exercises, { ...first, exercise: "no-such-move" }] }),
    ).toEqual([expect.stringContaining("not in the catalogue")]);
    expect(problemsWith({ ...sample, exercises: [...sample.exercises, first] })).toEqual([
      expect.stringContaining("listed twice"),
    ]);
    expect(
      problemsWith({
        ...sample,
        difficulty: "novice",
        exercises: [{ ...first, exercise: "snatch" }, ...sample.exercises.slice(1)],
      }),
    ).toEqual([expect.stringContaining("advanced exercise in a novice workout")]);
  });

  it("refuses too little or too much volume, a split group, and a short rest on the main strength lift", () => {
    const first = sample.exercises[0]!;
    expect(
      problemsWith({
        ...sample,
        exercises: sample.exercises.map((item) => ({ ...item, sets: { regular: 1, warmup: 0 } })),
      }),
    ).toEqual([expect.stringContaining("working sets")]);
    const split = sample.exercises.map((item, index) => ({
      ...item,
      group: index === 0 || index === 2 ? "Z" : undefined,
    }));
    expect(problemsWith({ ...sample, exercises: split })).toEqual([expect.stringContaining("group Z")]);
    expect(
      problemsWith({
        ...sample,
        goal: "build-strength",
        exercises: [{ ...first, rest: 60 }, ...sample.exercises.slice(1)],
      }),
    ).toEqual([expect.stringContaining("rests 60 s")]);
  });

  it("asks for every goal, level, focus and main equipment, and at least sixty originals", () => {
    const problems = originalsProblems([sample], catalogue);
    expect(problems).toContain("only 1 originals, at least 60");
    expect(problems).toContain("no original for focus conditioning");
  });
});
