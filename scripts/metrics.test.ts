import { describe, expect, it } from "vitest";
import { routeKind } from "./metrics.mjs";

describe("metrics route kinds", () => {
  it("names a handful of kinds, never a path, so the series stay bounded", () => {
    expect(routeKind("/_next/static/chunks/a.js")).toBe("asset");
    expect(routeKind("/api-next/exercises/barbell-squat?x=1")).toBe("api:exercises");
    expect(routeKind("/api-next/workout/builder/workouts/12")).toBe("api:workout");
    expect(routeKind("/exercise-image/squat.svg")).toBe("file");
    expect(routeKind("/ar-sa/exercises/chest/2")).toBe("page");
    expect(routeKind("/")).toBe("page");
  });
});
