import { describe, expect, it } from "vitest";
import { exerciseImagePath, exercisePath, listingPath, parseListingSegments } from "./listing-route";

describe("parseListingSegments", () => {
  it.each([
    [[], { equipment: null, recovery: false, page: 1 }],
    [["3"], { equipment: null, recovery: false, page: 3 }],
    [["barbell"], { equipment: "barbell", recovery: false, page: 1 }],
    [["smith-machine", "2"], { equipment: "smith-machine", recovery: false, page: 2 }],
    [["featured"], { equipment: null, recovery: false, page: 1 }],
    [["recovery"], { equipment: null, recovery: true, page: 1 }],
    [["recovery", "4"], { equipment: null, recovery: true, page: 4 }],
  ])("reads %j", (rest, expected) => {
    expect(parseListingSegments("chest", rest)).toEqual({ muscle: "chest", ...expected });
  });

  it.each([[["0"]], [["2", "3"]], [["barbell", "x"]], [["Barbell"]], [["a", "b", "c"]], [["-1"]]])(
    "rejects %j",
    (rest) => {
      expect(parseListingSegments("chest", rest)).toBeNull();
    },
  );

  it("rejects a malformed muscle", () => {
    expect(parseListingSegments("Chest!", [])).toBeNull();
  });
});

describe("listingPath", () => {
  it("omits page 1 and builds equipment and recovery paths", () => {
    expect(listingPath({ muscle: "chest" })).toBe("/exercises/chest");
    expect(listingPath({ muscle: "chest", page: 1 })).toBe("/exercises/chest");
    expect(listingPath({ muscle: "chest", equipment: "dumbbells", page: 2 })).toBe("/exercises/chest/dumbbells/2");
    expect(listingPath({ muscle: "knees", recovery: true, page: 3 })).toBe("/exercises/knees/recovery/3");
  });

  it("round-trips through the parser", () => {
    const route = { muscle: "quads", equipment: "kettlebells", recovery: false, page: 7 };
    const [, , muscle = "", ...rest] = listingPath(route).split("/");
    expect(parseListingSegments(muscle, rest)).toEqual(route);
  });
});

describe("exercisePath", () => {
  it("carries the female model as ?model=f", () => {
    expect(exercisePath("push-up")).toBe("/exercise/push-up");
    expect(exercisePath("push-up", "female")).toBe("/exercise/push-up?model=f");
  });
});

describe("exerciseImagePath", () => {
  it("names the page, card and og:image illustrations", () => {
    expect(exerciseImagePath("squat", "male", "svg")).toBe("/exercise-image/squat.svg");
    expect(exerciseImagePath("squat", "female", "card")).toBe("/exercise-image/squat.svg?model=f&size=card");
    expect(exerciseImagePath("squat", "female", "png")).toBe("/exercise-image/squat.png?model=f");
  });
});
