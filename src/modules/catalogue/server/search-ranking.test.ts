import { describe, expect, it } from "vitest";
import { buildSearchIndex, MatchTier, rankNames, typoDistance, words } from "./search-ranking";

const names = (rows: [id: number, text: string, popularity: number][]) =>
  buildSearchIndex(rows.map(([id, text, popularity]) => ({ id, text, popularity })));

describe("typoDistance", () => {
  it("counts a swap of neighbours, a dropped, an added or a wrong letter as one typo", () => {
    expect(typoDistance("sqaut", "squat", 2)).toBe(1);
    expect(typoDistance("sqat", "squat", 2)).toBe(1);
    expect(typoDistance("squaat", "squat", 2)).toBe(1);
    expect(typoDistance("sqiat", "squat", 2)).toBe(1);
    expect(typoDistance("squat", "squat", 2)).toBe(0);
  });

  it("gives up past the allowed number", () => {
    expect(typoDistance("abcdef", "squat", 1)).toBe(2);
    expect(typoDistance("s", "squats", 2)).toBe(3);
  });
});

describe("words", () => {
  it("keeps combining marks and Persian joiners inside words", () => {
    expect(words("बारबेल स्क्वाट")).toEqual(["बारबेल", "स्क्वाट"]);
    expect(words("اسکات\u200cهای پا")).toEqual(["اسکات\u200cهای", "پا"]);
    expect(words("3/4 sit-up (easy)")).toEqual(["3", "4", "sit", "up", "easy"]);
    expect(words("%_%")).toEqual([]);
  });
});

describe("rankNames", () => {
  const catalogue = names([
    [1, "squat jerk", 15],
    [2, "barbell squat", 100],
    [3, "bodyweight squat", 95],
    [4, "split squats", 85],
    [5, "seated cable rows", 95],
    [6, "pushups", 100],
    [7, "push-up wide", 70],
  ]);
  const order = (query: string) => rankNames(query, catalogue).map((match) => match.id);

  it("orders names holding the same whole word by how common the exercise is", () => {
    expect(order("squat")).toEqual([2, 3, 4, 1]);
  });

  it("reads push up, push-up and pushup alike", () => {
    for (const query of ["push up", "push-up", "pushup"]) expect(order(query).slice(0, 2)).toEqual([6, 7]);
  });

  it("finds swapped and dropped letters after every real match", () => {
    const ranked = rankNames("sqat", catalogue);
    expect(ranked.slice(0, 4).map((match) => match.id)).toEqual([2, 3, 4, 1]);
    expect(ranked[0]?.tier).toBe(MatchTier.typo);
    // "seat" is one letter from "sqat" too, but only as the start of "seated".
    expect(ranked.at(-1)).toMatchObject({ id: 5, tier: MatchTier.typoPrefix });
  });

  it("lets a name that only looks alike in pg_trgm's eyes come last", () => {
    const ranked = rankNames("bodiweigth", catalogue, new Map([[3, 0.5]]));
    expect(ranked.map((match) => match.id)).toEqual([3]);
  });

  it("matches scripts written without spaces anywhere in the name", () => {
    const japanese = names([
      [1, "スクワットジャーク", 15],
      [2, "バーベルスクワット", 100],
    ]);
    expect(rankNames("スクワット", japanese).map((match) => match.id)).toEqual([2, 1]);
  });
});
