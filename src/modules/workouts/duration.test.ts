import { describe, expect, it } from "vitest";
import { estimateMinutes } from "./duration";

const item = (reps: string, regular: number, rest: number, group: string | null = null) => ({
  sets: { regular, warmup: 0 },
  reps,
  rest,
  group,
});

describe("estimateMinutes", () => {
  it("adds the work and rest of every set, to the nearest five minutes", () => {
    // 4 exercises x 3 sets x (36 s work + 90 s rest) + 4 x 45 s = 1692 s, about 28 min.
    expect(estimateMinutes([item("8-12", 3, 90), item("8-12", 3, 90), item("8-12", 3, 90), item("8-12", 3, 90)])).toBe(
      30,
    );
  });

  it("rests once per round inside a superset", () => {
    const straight = estimateMinutes([item("10", 4, 60), item("10", 4, 60)]);
    const superset = estimateMinutes([item("10", 4, 0, "A"), item("10", 4, 60, "A")]);
    expect(superset).toBeLessThan(straight);
  });

  it("is never below five minutes", () => {
    expect(estimateMinutes([item("30s", 1, 0)])).toBe(5);
  });
});
