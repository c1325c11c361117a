import { describe, expect, it } from "vitest";
import { colourable, createClickLock, isHexColour, prefetchable, regionOfClick } from "./click-rules";

describe("regionOfClick", () => {
  it("accepts paths and circles of a muscle region outside joints mode", () => {
    expect(regionOfClick({ tagName: "path", parentRegion: "chest" }, "simple")).toBe("chest");
    expect(regionOfClick({ tagName: "CIRCLE", parentRegion: "upper-pectoralis" }, "advanced")).toBe("upper-pectoralis");
    expect(regionOfClick({ tagName: "ellipse", parentRegion: "knees" }, "simple")).toBeNull();
  });

  it("counts a sprite <use> as the path it draws", () => {
    expect(regionOfClick({ tagName: "use", parentRegion: "biceps" }, "simple")).toBe("biceps");
    expect(regionOfClick({ tagName: "use", parentRegion: "knees" }, "joints")).toBeNull();
  });

  it("accepts only ellipses in joints mode", () => {
    expect(regionOfClick({ tagName: "ellipse", parentRegion: "knees" }, "joints")).toBe("knees");
    expect(regionOfClick({ tagName: "path", parentRegion: "chest" }, "joints")).toBeNull();
  });

  it("ignores the body and regions of one character or none", () => {
    expect(regionOfClick({ tagName: "path", parentRegion: "body" }, "simple")).toBeNull();
    expect(regionOfClick({ tagName: "path", parentRegion: "a" }, "simple")).toBeNull();
    expect(regionOfClick({ tagName: "path", parentRegion: null }, "simple")).toBeNull();
  });
});

describe("small rules", () => {
  it("prefetches only regions longer than one character", () => {
    expect(prefetchable("abs")).toBe(true);
    expect(prefetchable("a")).toBe(false);
    expect(prefetchable(undefined)).toBe(false);
  });

  it("accepts only #RRGGBB colours and names of three characters or more", () => {
    expect(isHexColour("#A1b2C3")).toBe(true);
    expect(isHexColour("#abc")).toBe(false);
    expect(isHexColour("red")).toBe(false);
    expect(isHexColour("#1234567")).toBe(false);
    expect(colourable("abs")).toBe(true);
    expect(colourable("ab")).toBe(false);
  });
});

describe("createClickLock", () => {
  it("ignores clicks for five seconds after one is taken", () => {
    let now = 1000;
    const lock = createClickLock(() => now);
    expect(lock.tryAcquire()).toBe(true);
    now += 4999;
    expect(lock.tryAcquire()).toBe(false);
    now += 1;
    expect(lock.tryAcquire()).toBe(true);
  });
});
