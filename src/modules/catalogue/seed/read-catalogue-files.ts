import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { catalogueFileSchema, catalogueNamesSchema, type CatalogueExercise } from "../catalogue-file";

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
  fingerprint: string;
};

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
  return {
    exercises: catalogueFileSchema.parse(JSON.parse(rawExercises)),
    exerciseNames,
    taxonomyNames,
    fingerprint: hash.digest("hex"),
  };
}
