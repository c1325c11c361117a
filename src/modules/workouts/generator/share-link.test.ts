import { describe, expect, it } from "vitest";
import { generatorRequestSchema } from "./schemas";
import { parseSharedPlan, sharedPlanPath } from "./share-link";

describe("a generated plan's address", () => {
  const { seed: _seed, ...request } = generatorRequestSchema.parse({
    muscles_id_list: [3, 7],
    equipment_id_list: [5],
    fitness_level: 2,
    goal: 1,
    age: "41",
    gender: "female",
    minutes: 30,
    avoid: [9, 12],
  });

  it("carries the answers and the seed, and reads back to the same request", () => {
    const path = sharedPlanPath({ request, seed: 123 });
    expect(path).toBe(
      "/workout-generator/generated-workout?muscles=3%7C7&equipment=5&level=2&goal=1&age=41&gender=female&minutes=30&seed=123&avoid=9%7C12",
    );
    const query = Object.fromEntries(new URL(path, "http://x").searchParams);
    expect(parseSharedPlan(query)).toEqual({ ...request, seed: 123 });
  });

  it("refuses a malformed or out-of-range address", () => {
    const good = Object.fromEntries(new URL(sharedPlanPath({ request, seed: 1 }), "http://x").searchParams);
    expect(parseSharedPlan({ ...good, minutes: "25" })).toBeNull();
    expect(parseSharedPlan({ ...good, muscles: "" })).toBeNull();
    expect(parseSharedPlan({ ...good, age: "7" })).toBeNull();
    expect(parseSharedPlan({ ...good, seed: "x" })).toBeNull();
    expect(parseSharedPlan({ ...good, muscles: ["1", "2"] })).toBeNull();
  });
});
