/**
 * Folds the team's content batches (data/catalogue/content/batch-*.json) into
 * data/catalogue/exercises.json, keeping each exercise's id, source id and English name.
 *   npm run catalogue:apply
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { catalogueFileSchema, type CatalogueExercise } from "../../src/modules/catalogue/catalogue-file";

const CONTENT_DIR = "data/catalogue/content";
const TARGET = "data/catalogue/exercises.json";

const exercises = catalogueFileSchema.parse(JSON.parse(readFileSync(TARGET, "utf8")));
const bySlug = new Map(exercises.map((exercise) => [exercise.slug, exercise]));
let applied = 0;
for (const file of readdirSync(CONTENT_DIR)
  .filter((name) => /^batch-\d+\.json$/.test(name))
  .sort()) {
  const rows = JSON.parse(readFileSync(path.join(CONTENT_DIR, file), "utf8")) as Partial<CatalogueExercise>[];
  for (const row of rows) {
    const current = row.slug ? bySlug.get(row.slug) : undefined;
    if (!current) throw new Error(`${file}: unknown slug ${row.slug}`);
    Object.assign(current, row, { id: current.id, sourceId: current.sourceId, name: current.name });
    applied += 1;
  }
}
writeFileSync(TARGET, JSON.stringify(catalogueFileSchema.parse(exercises), null, 1) + "\n");
console.log(`applied ${applied} entries to ${TARGET}`);
