import { describe, expect, it, vi } from "vitest";
import {
  CTA_VARIANT_KEY,
  chooseVariant,
  cooledDown,
  layoutOf,
  offersUpsell,
  pickVariant,
  routeBasePath,
  UPSELL_COOLDOWN_MS,
} from "./upsell-rules";

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe("the upsell modal's rules", () => {
  it("counts interactions by the route's base path: no locale, no page number, no sub-path", () => {
    expect(routeBasePath("/pt-br/exercises/chest/barbell/2")).toBe("/exercises");
    expect(routeBasePath("/exercises/chest")).toBe("/exercises");
    expect(routeBasePath("/workouts/3")).toBe("/workouts");
    expect(routeBasePath("/ar-sa")).toBe("/");
    expect(routeBasePath("/")).toBe("/");
    expect(routeBasePath("/2")).toBe("/");
    expect(routeBasePath("/exercise/barbell-squat")).toBe("/exercise");
  });

  it("stays off the sales pages, sign-in, settings and legal pages", () => {
    for (const path of ["/pricing", "/checkout", "/premium", "/gopremium", "/auth", "/settings", "/terms"]) {
      expect(offersUpsell(path), path).toBe(false);
    }
    for (const path of ["/", "/exercises", "/exercise", "/workouts", "/routines", "/articles"]) {
      expect(offersUpsell(path), path).toBe(true);
    }
  });

  it("waits five minutes after it was shown", () => {
    const now = 1_000_000_000;
    expect(cooledDown(null, now)).toBe(true);
    expect(cooledDown(now - UPSELL_COOLDOWN_MS + 1, now)).toBe(false);
    expect(cooledDown(now - UPSELL_COOLDOWN_MS, now)).toBe(true);
    // A clock set back does not silence the offer for good.
    expect(cooledDown(now + 60_000, now)).toBe(true);
  });

  it("gives each of the five variants a fifth of visitors", () => {
    expect([0, 0.19, 0.2, 0.45, 0.6, 0.79, 0.8, 0.999].map(pickVariant)).toEqual([
      "current",
      "current",
      "v1",
      "v2",
      "v3",
      "v3",
      "v4",
      "v4",
    ]);
  });

  it("keeps the visitor's variant, lets a forced one override, and survives broken storage", () => {
    const storage = memoryStorage();
    expect(chooseVariant(storage, null, () => 0.5)).toBe("v2");
    expect(storage.values.get(CTA_VARIANT_KEY)).toBe("v2");
    expect(chooseVariant(storage, null, () => 0.9)).toBe("v2");
    expect(chooseVariant(storage, "v3", () => 0.9)).toBe("v3");
    expect(chooseVariant(storage, "v9", () => 0.9)).toBe("v2");

    const warn = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => undefined,
    };
    expect(chooseVariant(broken, null, () => 0.1, warn)).toBe("current");
    expect(warn).toHaveBeenCalledOnce();
  });

  it("shows the v4 layout for 'current'", () => {
    expect(layoutOf("current")).toBe("v4");
    expect(layoutOf("v2")).toBe("v2");
  });
});
