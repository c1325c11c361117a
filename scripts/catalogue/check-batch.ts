/**
 * Validates a content batch written for the catalogue (see data/catalogue/content/README.md).
 *   npx tsx scripts/catalogue/check-batch.ts data/catalogue/content/batch-1.json
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { catalogueExerciseSchema } from "../../src/modules/catalogue/catalogue-file";

const entry = catalogueExerciseSchema
  .omit({ id: true, sourceId: true, name: true })
  .extend({ steps: z.array(z.string().min(10)).min(3).max(8) });

const file = process.argv[2];
if (!file) throw new Error("usage: check-batch.ts FILE");
const base = JSON.parse(readFileSync("data/catalogue/exercises.json", "utf8")) as { slug: string }[];
const slugs = new Set(base.map((e) => e.slug));
const rows = z.array(entry).parse(JSON.parse(readFileSync(file, "utf8")));
const problems: string[] = [];
for (const row of rows) {
  if (!slugs.has(row.slug)) problems.push(`${row.slug}: unknown slug`);
  if (row.variationOf && !slugs.has(row.variationOf)) problems.push(`${row.slug}: variationOf unknown slug`);
  if (row.equipment === null) problems.push(`${row.slug}: equipment missing`);
  for (const tier of ["primary", "secondary", "tertiary"] as const) {
    if (tier === "primary" && row.muscles.primary.length === 0) problems.push(`${row.slug}: no primary muscle`);
    if (tier === "primary" && row.advancedMuscles.primary.length === 0)
      problems.push(`${row.slug}: no advanced primary`);
  }
  if (row.category === "stretching" && row.joints.length === 0) problems.push(`${row.slug}: stretch without joints`);
}
console.log(problems.length ? problems.join("\n") : `ok: ${rows.length} entries`);
process.exit(problems.length ? 1 : 0);
