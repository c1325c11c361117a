/**
 * One-time import of the open exercise facts into `data/catalogue/exercises.json`.
 * Re-running keeps ids and slugs of exercises already in the file and never
 * overwrites fields the team has edited since (steps, muscles, difficulty...).
 *   npm run catalogue:import -- ../shared/data/exercise-facts.json
 */
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { mapSourceExercise, type SourceExercise } from "./catalogue/map-source";
import { catalogueFileSchema, type CatalogueExercise } from "../src/modules/catalogue/catalogue-file";

const sourcePath = process.argv[2] ?? "../shared/data/exercise-facts.json";
const targetPath = "data/catalogue/exercises.json";

const source = JSON.parse(readFileSync(sourcePath, "utf8")) as SourceExercise[];
const existing: CatalogueExercise[] = existsSync(targetPath)
  ? catalogueFileSchema.parse(JSON.parse(readFileSync(targetPath, "utf8")))
  : [];
const bySource = new Map(existing.map((exercise) => [exercise.sourceId, exercise]));
let nextId = existing.reduce((max, exercise) => Math.max(max, exercise.id), 0) + 1;
const usedSlugs = new Set(existing.map((exercise) => exercise.slug));

const result = [...existing];
for (const item of [...source].sort((a, b) => a.id.localeCompare(b.id))) {
  if (bySource.has(item.id)) continue;
  const mapped = mapSourceExercise(item, nextId, usedSlugs);
  usedSlugs.add(mapped.slug);
  nextId += 1;
  result.push(mapped);
}

writeFileSync(targetPath, JSON.stringify(catalogueFileSchema.parse(result), null, 1) + "\n");
console.log(`${result.length} exercises in ${targetPath} (${result.length - existing.length} new)`);
