import { describe, expect, it } from "vitest";
import { testDrivers } from "@/db/testing/test-database";
import { seededDatabase } from "../testing/seeded-database";
import { getExercise } from "./get-exercise";
import { listSubstitutions, SUBSTITUTION_LIMIT } from "./list-substitutions";

describe.each(testDrivers())("substitutions on %s", (driver) => {
  const database = seededDatabase(driver);

  it("offers other ways to train the same muscles, never the same equipment at the same level", async () => {
    const bench = await getExercise(database().db, "barbell-bench-press-medium-grip", "en-us");
    const substitutes = await listSubstitutions(database().db, bench.id, "en-us");
    expect(substitutes).toHaveLength(SUBSTITUTION_LIMIT);
    for (const substitute of substitutes) {
      expect(substitute.id).not.toBe(bench.id);
      expect(substitute.muscles_primary.map((muscle) => muscle.url_name)).toContain("chest");
      const sameKit = substitute.equipment[0]?.key === bench.equipment[0]?.key;
      const sameLevel = substitute.difficulty.key === bench.difficulty.key;
      expect(sameKit && sameLevel).toBe(false);
    }
    expect(substitutes.some((substitute) => /press/i.test(substitute.name))).toBe(true);
  });

  it("prefers the same kind of work and never offers cardio for strength", async () => {
    const squat = await getExercise(database().db, "barbell-squat", "en-us");
    const substitutes = await listSubstitutions(database().db, squat.id, "en-us");
    expect(substitutes.every((substitute) => !substitute.cardio)).toBe(true);
    expect(substitutes.filter((substitute) => /squat/i.test(substitute.name)).length).toBeGreaterThanOrEqual(4);
  });

  it("ranks finer muscle matches first: curls for a curl", async () => {
    const curl = await getExercise(database().db, "dumbbell-bicep-curl", "en-us");
    const substitutes = await listSubstitutions(database().db, curl.id, "en-us");
    expect(substitutes[0]?.name).toBe("Barbell Curl");
    expect(substitutes.filter((substitute) => /curl/i.test(substitute.name)).length).toBeGreaterThanOrEqual(4);
  });
});
