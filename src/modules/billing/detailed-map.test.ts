import { describe, expect, it } from "vitest";
import { detailedMapLooksLeft, FREE_DETAILED_MAP_LOOKS, mayOpenDetailedMap } from "./detailed-map";

describe("the detailed map for people without Premium", () => {
  it("opens three times, then asks for Premium", () => {
    expect(FREE_DETAILED_MAP_LOOKS).toBe(3);
    expect([0, 1, 2, 3, 4].map((clicks) => mayOpenDetailedMap(false, clicks))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("counts the looks left down to none, never below", () => {
    expect([0, 1, 2, 3, 9].map(detailedMapLooksLeft)).toEqual([3, 2, 1, 0, 0]);
  });

  it("always opens for Premium", () => {
    expect(mayOpenDetailedMap(true, 0)).toBe(true);
    expect(mayOpenDetailedMap(true, 250)).toBe(true);
  });
});
