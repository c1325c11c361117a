import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { ADVANCED_MUSCLES, JOINTS, SIMPLE_MUSCLES } from "@/modules/catalogue/reference/muscles";
import { CATEGORIES, DIFFICULTIES, EQUIPMENT, GOALS } from "@/modules/catalogue/reference/taxonomy";
import { readCatalogueFiles, translatedSteps } from "@/modules/catalogue/seed/read-catalogue-files";
import { readOriginalsFiles } from "@/modules/workouts/seed/read-originals";
import { SAME_AS_ENGLISH } from "./same-as-english";
import {
  type Finding,
  type TextSource,
  describeFinding,
  findUntranslated,
  flattenTexts,
  hasWords,
  isAllowed,
  unusedEntries,
} from "./untranslated";

/**
 * The interface folders under `messages/` this check reads ("" is the base file). Adding a domain's
 * folder here is all it takes to check it; routines and articles join once their texts are written.
 */
const CHECKED_MESSAGE_FOLDERS = [
  "",
  "workouts",
  "builder",
  "content",
  "billing",
  "routines",
  "articles",
  "pricing",
  "training",
  "transfer",
  "generator",
];

const root = path.resolve(import.meta.dirname, "../..");
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== "en-us");
const readJson = (...parts: string[]): unknown => JSON.parse(readFileSync(path.join(root, ...parts), "utf8"));
const perLocale = (read: (locale: string) => Record<string, string>) =>
  Object.fromEntries(OTHER_LOCALES.map((locale) => [locale, read(locale)]));

function messageSource(folder: string): TextSource {
  return {
    name: folder ? `messages/${folder}` : "messages",
    english: flattenTexts(readJson("messages", folder, "en-us.json")),
    translations: perLocale((locale) => flattenTexts(readJson("messages", folder, `${locale}.json`))),
  };
}

function catalogueSources(): TextSource[] {
  const files = readCatalogueFiles(path.join(root, "data/catalogue"));
  const byKey = (rows: readonly { key: string; name: string }[]) => rows.map((row) => [row.key, row.name]);
  const byId = (rows: readonly { id: string; name: string }[]) => rows.map((row) => [row.id, row.name]);
  const taxonomyEnglish = {
    muscles: Object.fromEntries([...byId(SIMPLE_MUSCLES), ...byId(ADVANCED_MUSCLES), ...byId(JOINTS)]),
    equipment: Object.fromEntries(byKey(EQUIPMENT)),
    difficulties: Object.fromEntries(byKey(DIFFICULTIES)),
    categories: Object.fromEntries(byKey(CATEGORIES)),
    goals: Object.fromEntries(byKey(GOALS)),
  };
  const steps = translatedSteps(files.stepBatches);
  return [
    {
      name: "data/catalogue/names",
      english: Object.fromEntries(files.exercises.map((exercise) => [exercise.slug, exercise.name])),
      translations: perLocale((locale) => files.exerciseNames[locale] ?? {}),
    },
    {
      name: "data/catalogue/taxonomy",
      english: flattenTexts(taxonomyEnglish),
      translations: perLocale((locale) => flattenTexts(files.taxonomyNames[locale] ?? {})),
    },
    {
      name: "data/catalogue/steps",
      english: flattenTexts(Object.fromEntries(files.exercises.map((exercise) => [exercise.slug, exercise.steps]))),
      translations: perLocale((locale) => flattenTexts(steps[locale] ?? {})),
    },
  ];
}

function workoutSource(): TextSource {
  const files = readOriginalsFiles(path.join(root, "data/workouts"));
  const english = files.originals.map((workout) => [
    workout.slug,
    {
      name: workout.name,
      description: workout.description,
      notes: Object.fromEntries(workout.exercises.map((exercise, index) => [String(index), exercise.notes])),
    },
  ]);
  return {
    name: "data/workouts/translations",
    english: flattenTexts(Object.fromEntries(english)),
    translations: perLocale((locale) => flattenTexts(files.translations[locale] ?? {})),
  };
}

const SOURCES = [...CHECKED_MESSAGE_FOLDERS.map(messageSource), ...catalogueSources(), workoutSource()];
const ALL_FINDINGS: Finding[] = SOURCES.flatMap((source) =>
  OTHER_LOCALES.flatMap((locale) => findUntranslated(source, locale)),
);

describe.each(SOURCES.map((source) => [source.name, source] as const))("text in %s", (_name, source) => {
  it.each(OTHER_LOCALES)("%s reads in its own language", (locale) => {
    const open = findUntranslated(source, locale).filter((finding) => !isAllowed(SAME_AS_ENGLISH, finding));
    expect(open.map(describeFinding)).toEqual([]);
  });
});

describe("the list of texts that stay the same as English", () => {
  it("gives every entry a one-line reason", () => {
    const entries = [
      ...SAME_AS_ENGLISH.allLocales,
      ...[SAME_AS_ENGLISH.locales, SAME_AS_ENGLISH.pendingBilling, SAME_AS_ENGLISH.pendingSteps].flatMap((section) =>
        Object.values(section).flat(),
      ),
    ];
    for (const entry of entries) expect(entry.reason).toMatch(/^[^\n]{10,160}$/);
  });

  it("names only locales we publish", () => {
    for (const section of [SAME_AS_ENGLISH.locales, SAME_AS_ENGLISH.pendingBilling, SAME_AS_ENGLISH.pendingSteps])
      for (const locale of Object.keys(section)) expect(OTHER_LOCALES).toContain(locale);
  });

  it("holds no entry that excuses nothing", () => {
    expect(unusedEntries(SAME_AS_ENGLISH, ALL_FINDINGS)).toEqual([]);
  });
});

describe("findUntranslated", () => {
  const source: TextSource = {
    name: "messages",
    english: { title: "Workouts", count: "{count} sets", mark: "{sets} × {reps}", brand: "MoveAtlas" },
    translations: { "de-de": { title: " workouts ", count: "{count} Sätze", mark: "{sets} × {reps}" } },
  };

  it("flags a copied value, whatever its case or spacing, and a missing one", () => {
    expect(findUntranslated(source, "de-de").map((finding) => [finding.key, finding.problem])).toEqual([
      ["title", "same-as-english"],
      ["brand", "missing"],
    ]);
  });

  it("treats a locale without a file as missing everything that has words", () => {
    expect(findUntranslated(source, "fr-fr").map((finding) => finding.key)).toEqual(["title", "count", "brand"]);
  });

  it("leaves strings made only of placeholders and signs alone", () => {
    expect(hasWords("{sets} × {reps}")).toBe(false);
    expect(hasWords("© {year} {site}")).toBe(false);
    expect(hasWords("{value} kg")).toBe(true);
  });

  it("excuses a finding by its text in the locale listed, or by its key, and nowhere else", () => {
    const list = {
      allLocales: [],
      locales: { "de-de": [{ text: "Workouts", reason: "German gyms say Workouts." }] },
      pendingBilling: {},
      pendingSteps: { "fr-fr": [{ source: "messages", key: "brand", reason: "Waiting for its translation." }] },
    };
    const [german] = findUntranslated(source, "de-de");
    const french = findUntranslated(source, "fr-fr");
    expect(german && isAllowed(list, german)).toBe(true);
    expect(french.map((finding) => isAllowed(list, finding))).toEqual([false, false, true]);
    expect(unusedEntries(list, [...french])).toEqual(list.locales["de-de"]);
  });
});
