import { describe, expect, it } from "vitest";
import { adAfter, suggestionSlug } from "./search-target";
import { useSearchStore } from "./search-store";

describe("suggestionSlug", () => {
  it("prefers the chosen gender's url, then target_url, then the slug, keeping only the last segment", () => {
    const urls = { male: "/exercise/squat", female: "/exercise/squat-f?model=f" };
    expect(suggestionSlug({ slug: "x", target_url: "/exercise/y", urls }, "female")).toBe("squat-f");
    expect(suggestionSlug({ slug: "x", target_url: "/en/exercise/y/", urls: { male: null } }, "male")).toBe("y");
    expect(suggestionSlug({ slug: "x" }, "male")).toBe("x");
  });

  it("places the ad after five results on desktop and three on mobile", () => {
    expect(adAfter(false)).toBe(5);
    expect(adAfter(true)).toBe(3);
  });
});

describe("search store", () => {
  it("opens one version of the overlay and clears the query on close", () => {
    useSearchStore.getState().open(true);
    useSearchStore.getState().setQuery("squat");
    expect(useSearchStore.getState()).toMatchObject({ mobileIsOpened: true, isOpened: false, query: "squat" });
    useSearchStore.getState().close();
    expect(useSearchStore.getState()).toMatchObject({ mobileIsOpened: false, isOpened: false, query: "" });
  });
});
