import { describe, expect, it } from "vitest";
import { articlesPath, parsePageSegment } from "./paths";

describe("article list paths", () => {
  it("leaves page 1 without a segment", () => {
    expect(articlesPath(null)).toBe("/articles");
    expect(articlesPath(null, 2)).toBe("/articles/page/2");
    expect(articlesPath("nutrition")).toBe("/articles/category/nutrition");
    expect(articlesPath("nutrition", 3)).toBe("/articles/category/nutrition/page/3");
  });

  it("reads page segments of 2 and more only, so every page has one address", () => {
    expect(parsePageSegment(undefined)).toBe(1);
    expect(parsePageSegment("2")).toBe(2);
    expect(parsePageSegment("1")).toBeNull();
    expect(parsePageSegment("02")).toBeNull();
    expect(parsePageSegment("x")).toBeNull();
    expect(parsePageSegment("999999")).toBeNull();
  });
});
