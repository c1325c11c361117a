import { describe, expect, it } from "vitest";
import { testDrivers } from "@/db/testing/test-database";
import { AppError } from "@/lib/errors";
import { exerciseListQuerySchema } from "../schemas";
import { seededDatabase } from "../testing/seeded-database";
import { getExercise } from "./get-exercise";
import { listExercises } from "./list-exercises";
import { listEquipment, listMuscleGroups } from "./list-taxonomy";

const query = (input: Record<string, string>) => exerciseListQuerySchema.parse(input);

describe.each(testDrivers())("catalogue queries on %s", (driver) => {
  const database = seededDatabase(driver);

  it("lists a muscle's exercises, primary targets first", async () => {
    const page = await listExercises(database().db, query({ muscle: "chest", limit: "100" }), "en-us");
    expect(page.count).toBeGreaterThan(50);
    const tiers = page.results.map((exercise) =>
      exercise.muscles_primary.some((muscle) => muscle.url_name === "chest") ? 0 : 1,
    );
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(tiers[0]).toBe(0);
  });

  it("combines muscle, equipment and difficulty filters", async () => {
    const page = await listExercises(
      database().db,
      query({ muscle: "chest", equipment: "barbell", difficulty: "intermediate", limit: "100" }),
      "en-us",
    );
    expect(page.count).toBeGreaterThan(0);
    for (const exercise of page.results) {
      expect(exercise.equipment[0]?.key).toBe("barbell");
      expect(exercise.difficulty.key).toBe("intermediate");
    }
  });

  it("filters by category", async () => {
    const page = await listExercises(database().db, query({ category: "stretching", limit: "5" }), "en-us");
    expect(page.count).toBeGreaterThan(50);
    expect(page.results.every((exercise) => exercise.category.key === "stretching")).toBe(true);
  });

  it("pages without overlap and counts past the end", async () => {
    const first = await listExercises(database().db, query({ muscle: "biceps", limit: "5", offset: "0" }), "en-us");
    const second = await listExercises(database().db, query({ muscle: "biceps", limit: "5", offset: "5" }), "en-us");
    expect(second.count).toBe(first.count);
    const firstIds = first.results.map((exercise) => exercise.id);
    expect(second.results.some((exercise) => firstIds.includes(exercise.id))).toBe(false);
    const beyond = await listExercises(database().db, query({ muscle: "biceps", offset: "5000" }), "en-us");
    expect(beyond).toEqual({ count: first.count, results: [] });
  });

  it("rejects an unknown muscle or equipment with a coded error", async () => {
    await expect(listExercises(database().db, query({ muscle: "wings" }), "en-us")).rejects.toMatchObject({
      code: "VALIDATION",
      message: "Unknown muscle: wings",
    });
    await expect(listExercises(database().db, query({ equipment: "spaceship" }), "en-us")).rejects.toBeInstanceOf(
      AppError,
    );
  });

  it("gets an exercise by slug and by id, and 404s an unknown one", async () => {
    const bySlug = await getExercise(database().db, "barbell-bench-press-medium-grip", "en-us");
    const byId = await getExercise(database().db, bySlug.id, "en-us");
    expect(byId.slug).toBe("barbell-bench-press-medium-grip");
    expect(byId.muscles_primary.map((muscle) => muscle.url_name)).toContain("chest");
    await expect(getExercise(database().db, "no-such-exercise", "en-us")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("filters equipment for the workout generator and groups muscles", async () => {
    const all = await listEquipment(database().db, "en-us");
    const generator = await listEquipment(database().db, "en-us", { inWorkoutGenerator: true, enabled: true });
    expect(all.count).toBe(18);
    expect(generator.count).toBeLessThan(18);
    expect(all.results.find((kit) => kit.key === "smith-machine")?.slug).toBe("smith-machine");
    expect(generator.results.find((kit) => kit.key === "strongman")?.slug).toBe("strongman");
    const groups = await listMuscleGroups(database().db, "en-us");
    const chest = groups.results.find((group) => group.key === "chest");
    expect(chest?.muscles.map((muscle) => muscle.key)).toEqual(["upper-pectoralis", "mid-lower-pectoralis"]);
  });
});

describe.each(testDrivers())("catalogue content on %s", (driver) => {
  const database = seededDatabase(driver);

  it("lists incline presses first for the advanced upper pectoralis", async () => {
    const page = await listExercises(database().db, query({ muscle: "upper-pectoralis", limit: "8" }), "en-us");
    expect(page.count).toBeGreaterThan(10);
    for (const exercise of page.results) {
      expect(exercise.name).toMatch(/incline|low cable crossover/i);
      expect(exercise.advanced_muscles.primary[0]?.url_name).toBe("upper-pectoralis");
    }
  });

  it("lists curls for the long head of the biceps", async () => {
    const page = await listExercises(database().db, query({ muscle: "long-head-bicep", limit: "10" }), "en-us");
    expect(page.results.filter((exercise) => /curl/i.test(exercise.name)).length).toBeGreaterThanOrEqual(8);
  });

  it("lists stretching and mobility work for a joint", async () => {
    const page = await listExercises(database().db, query({ muscle: "knees", limit: "100" }), "en-us");
    expect(page.count).toBeGreaterThanOrEqual(10);
    for (const exercise of page.results) {
      expect(exercise.joints.map((joint) => joint.url_name)).toContain("knees");
      expect(["stretching", "recovery", "strength", "plyometrics"]).toContain(exercise.category.key);
    }
    expect(page.results.some((exercise) => /stretch/i.test(exercise.name))).toBe(true);
  });

  it("answers names in the requested locale and steps in English", async () => {
    const exercise = await getExercise(database().db, "barbell-squat", "pt-br");
    expect(exercise.name).not.toBe(exercise.name_en_us);
    expect(exercise.muscles_primary[0]?.name).toBe("Quadríceps");
    expect(exercise.correct_steps.length).toBeGreaterThanOrEqual(3);
  });
});
