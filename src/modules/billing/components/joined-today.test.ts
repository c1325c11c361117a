import { describe, expect, it } from "vitest";
import { drawJoinedCount, JOINED_MAX, JOINED_MIN } from "./joined-today";

describe("drawJoinedCount", () => {
  it("stays between 100 and 3000, both included", () => {
    expect(drawJoinedCount(() => 0)).toBe(JOINED_MIN);
    expect(drawJoinedCount(() => 0.999999)).toBe(JOINED_MAX);
    for (let draw = 0; draw < 200; draw++) {
      const count = drawJoinedCount();
      expect(Number.isInteger(count)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(100);
      expect(count).toBeLessThanOrEqual(3000);
    }
  });
});
