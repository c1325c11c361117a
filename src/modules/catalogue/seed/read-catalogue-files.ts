import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  catalogueFileSchema,
  catalogueNamesSchema,
  cataloguePopularitySchema,
  catalogueStepsSchema,
  type CatalogueExercise,
} from "../catalogue-file";

export const DEFAULT_CATALOGUE_DIR = path.join(process.cwd(), "data", "catalogue");

const taxonomyNamesSchema = z.object({
  muscles: z.record(z.string(), z.string()).default({}),
  equipment: z.record(z.string(), z.string()).default({}),
  difficulties: z.record(z.string(), z.string()).default({}),
  categories: z.record(z.string(), z.string()).default({}),
  goals: z.record(z.string(), z.string()).default({}),
});
export type TaxonomyNames = z.infer<typeof taxonomyNamesSchema>;

export type CatalogueFiles = {
  exercises: CatalogueExercise[];
  /** locale -> slug -> name */
  exerciseNames: Record<string, Record<string, string>>;
  /** locale -> taxonomy names */
  taxonomyNames: Record<string, TaxonomyNames>;
  /** slug -> popularity weight */
  popularity: Record<string, number>;
  /** Translated step batches, in file order (a later batch wins for an exercise it repeats). */
  stepBatches: StepBatch[];
  fingerprint: string;
};

export type StepBatch = { locale: string; file: string; steps: Record<string, string[]> };

/** locale -> slug -> steps, merged from the batches. */
export function translatedSteps(batches: StepBatch[]): Record<string, Record<string, string[]>> {
  const byLocale: Record<string, Record<string, string[]>> = {};
  for (const batch of batches) Object.assign((byLocale[batch.locale] ??= {}), batch.steps);
  return byLocale;
}

function readStepBatches(dir: string, hash: ReturnType<typeof createHash>): StepBatch[] {
  if (!existsSync(dir)) return [];
  const locales = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return locales.flatMap((locale) =>
    readJsonFolder(path.join(dir, locale)).map(([name, raw]) => {
      const file = `steps/${locale}/${name}.json`;
      hash.update(file).update(raw);
      const parsed = catalogueStepsSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
      return { locale, file, steps: parsed.data };
    }),
  );
}

function readJsonFolder(dir: string): [locale: string, raw: string][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => [file.replace(/\.json$/, ""), readFileSync(path.join(dir, file), "utf8")]);
}

/** Reads the catalogue from the repo's own `data/` folder; the fingerprint changes with any file. */
export function readCatalogueFiles(dir = DEFAULT_CATALOGUE_DIR, reference = ""): CatalogueFiles {
  const hash = createHash("sha256").update(reference);
  const rawExercises = readFileSync(path.join(dir, "exercises.json"), "utf8");
  hash.update(rawExercises);
  const exerciseNames: CatalogueFiles["exerciseNames"] = {};
  for (const [locale, raw] of readJsonFolder(path.join(dir, "names"))) {
    hash.update(locale).update(raw);
    exerciseNames[locale] = catalogueNamesSchema.parse(JSON.parse(raw));
  }
  const taxonomyNames: CatalogueFiles["taxonomyNames"] = {};
  for (const [locale, raw] of readJsonFolder(path.join(dir, "taxonomy"))) {
    hash.update(locale).update(raw);
    taxonomyNames[locale] = taxonomyNamesSchema.parse(JSON.parse(raw));
  }
  const popularityPath = path.join(dir, "popularity.json");
  const rawPopularity = existsSync(popularityPath) ? readFileSync(popularityPath, "utf8") : "{}";
  hash.update("popularity").update(rawPopularity);
  const stepBatches = readStepBatches(path.join(dir, "steps"), hash);
  return {
    exercises: catalogueFileSchema.parse(JSON.parse(rawExercises)),
    exerciseNames,
    taxonomyNames,
    popularity: cataloguePopularitySchema.parse(JSON.parse(rawPopularity)),
    stepBatches,
    fingerprint: hash.digest("hex"),
  };
}
