import { describe, expect, it } from "vitest";
import { paginationItems } from "./pagination";

const render = (current: number, total: number) =>
  paginationItems(current, total)
    .map((item) => (item.type === "gap" ? "…" : String(item.page)))
    .join(" ");

describe("paginationItems", () => {
  it("is empty with no pages or a single page", () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([]);
  });

  it("shows both pages when there are two", () => {
    expect(render(1, 2)).toBe("1 2");
    expect(render(2, 2)).toBe("1 2");
  });

  it("shows first, last, current and neighbours with gaps", () => {
    expect(render(1, 10)).toBe("1 2 … 10");
    expect(render(5, 10)).toBe("1 … 4 5 6 … 10");
    expect(render(10, 10)).toBe("1 … 9 10");
  });

  it("fills a one-page hole instead of showing a gap", () => {
    expect(render(4, 10)).toBe("1 2 3 4 5 … 10");
    expect(render(3, 5)).toBe("1 2 3 4 5");
  });
});
