import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { DIFFICULTIES } from "@/modules/catalogue/reference/taxonomy";
import { readOriginals } from "@/modules/workouts/seed/read-originals";
import { REST_DAY, routinesFileSchema, routineTranslationsSchema, type Routine } from "./routines-file";

const DATA = path.resolve(import.meta.dirname, "../../../../data");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(DATA, file), "utf8")) as unknown;

const routines = routinesFileSchema.parse(readJson("routines/routines.json"));
const workouts = new Map(readOriginals(path.join(DATA, "workouts")).map((workout) => [workout.slug, workout]));
const catalogue = new Map(
  (readJson("catalogue/exercises.json") as { slug: string; equipment: string }[]).map((row) => [row.slug, row]),
);
const level = (key: string) => DIFFICULTIES.findIndex((item) => item.key === key);
const training = (routine: Routine) => routine.schedule.flat().filter((day) => day !== REST_DAY);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The muscle groups a session's focus loads, for the recovery rule. */
const LOADS: Record<string, string[]> = {
  "full-body": ["push", "pull", "legs"],
  upper: ["push", "pull"],
  push: ["push"],
  chest: ["push"],
  shoulders: ["push"],
  pull: ["pull"],
  back: ["pull"],
  arms: ["push", "pull"],
  lower: ["legs"],
  legs: ["legs"],
  glutes: ["legs"],
};

describe("our routines (data/routines)", () => {
  it("has at least ten routines, each a plan of one to sixteen weeks", () => {
    expect(routines.length).toBeGreaterThanOrEqual(10);
    for (const routine of routines) expect(routine.schedule).toHaveLength(routine.weeks);
  });

  it.each(routines.map((routine) => [routine.slug, routine] as const))(
    "%s names only our workouts, with daysPerWeek training days and a rest day every week",
    (_slug, routine) => {
      for (const slug of training(routine)) expect(workouts.has(slug), `unknown workout ${slug}`).toBe(true);
      for (const week of routine.schedule) {
        expect(week).toHaveLength(7);
        expect(week.filter((day) => day !== REST_DAY)).toHaveLength(routine.daysPerWeek);
        expect(week).toContain(REST_DAY);
      }
    },
  );

  it.each(routines.map((routine) => [routine.slug, routine] as const))(
    "%s describes itself in 60 to 150 words and lists exactly the equipment its workouts use",
    (_slug, routine) => {
      expect(words(routine.description)).toBeGreaterThanOrEqual(60);
      expect(words(routine.description)).toBeLessThanOrEqual(150);
      const used = new Set(
        training(routine).flatMap(
          (slug) => workouts.get(slug)?.exercises.map((item) => catalogue.get(item.exercise)?.equipment) ?? [],
        ),
      );
      expect([...routine.equipment].sort()).toEqual([...used].sort());
    },
  );

  it.each(routines.map((routine) => [routine.slug, routine] as const))(
    "%s starts at its level, ends no easier than it starts, and never reaches more than one level above it",
    (_slug, routine) => {
      const own = level(routine.difficulty);
      const levels = (days: string[]) =>
        days.filter((day) => day !== REST_DAY).map((slug) => level(workouts.get(slug)?.difficulty ?? ""));
      const first = levels(routine.schedule[0] ?? []);
      const last = levels(routine.schedule.at(-1) ?? []);
      expect(Math.max(...first)).toBeLessThanOrEqual(own);
      for (const week of routine.schedule) expect(Math.max(...levels(week))).toBeLessThanOrEqual(own + 1);
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
      expect(mean(last)).toBeGreaterThanOrEqual(mean(first));
    },
  );

  it.each(routines.map((routine) => [routine.slug, routine] as const))(
    "%s gives a muscle group a day off before it is loaded again, and never repeats a session on the next day",
    (_slug, routine) => {
      const days = routine.schedule.flat();
      days.forEach((today, index) => {
        const tomorrow = days[index + 1];
        if (today === REST_DAY || !tomorrow || tomorrow === REST_DAY) return;
        expect(tomorrow, `${today} twice in a row`).not.toBe(today);
        const loads = (slug: string) => LOADS[workouts.get(slug)?.focus ?? ""] ?? [];
        const shared = loads(today).filter((group) => loads(tomorrow).includes(group));
        expect(shared, `${today} then ${tomorrow} (day ${index + 1})`).toEqual([]);
      });
    },
  );

  it.each(LOCALES.filter((locale) => locale !== "en-us"))(
    "%s has every routine's name and description, in that language",
    (locale) => {
      const translations = routineTranslationsSchema.parse(readJson(`routines/translations/${locale}.json`));
      expect(Object.keys(translations).sort()).toEqual(routines.map((routine) => routine.slug).sort());
      for (const routine of routines) {
        const words = translations[routine.slug];
        expect(words?.description).not.toBe(routine.description);
        // A sentence left in English would share long runs of words with the English text.
        const english = routine.description.toLowerCase().split(/\s+/);
        const runs = new Set(english.slice(0, -3).map((_, i) => english.slice(i, i + 4).join(" ")));
        const theirs = (words?.description ?? "").toLowerCase().split(/\s+/);
        const shared = theirs.slice(0, -3).filter((_, i) => runs.has(theirs.slice(i, i + 4).join(" ")));
        expect(shared, `${routine.slug} reads like English`).toEqual([]);
      }
    },
  );
});
