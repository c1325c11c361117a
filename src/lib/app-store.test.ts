import { describe, expect, it } from "vitest";
import { indicatorDuration } from "./app-store";

describe("indicatorDuration", () => {
  it("is 500 ms on exercise routes and 1000 ms elsewhere", () => {
    expect(indicatorDuration("/exercises/chest")).toBe(500);
    expect(indicatorDuration("/pt-br/exercises/chest/2")).toBe(500);
    expect(indicatorDuration("/exercise/push-up")).toBe(500);
    expect(indicatorDuration("/")).toBe(1000);
    expect(indicatorDuration("/credits")).toBe(1000);
    expect(indicatorDuration("/exercisesx")).toBe(1000);
  });
});
