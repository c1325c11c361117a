import { z } from "zod";

/** What the import route takes at most: the whole request, CSV included (readJson's limit). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_SOURCES = ["strong", "hevy", "moveatlas"] as const;
export const WEIGHT_UNITS = ["kg", "lb"] as const;
const MAX_ID = 2_147_483_647;

/**
 * An import: the file's text read in the browser, the app it came from, the unit its weights are in
 * (Strong writes the app's unit without naming it), and the user's choices for names we could not
 * match (an exercise id, or null to leave that exercise out).
 */
export const importRequestSchema = z.object({
  source: z.enum(IMPORT_SOURCES, `must be one of ${IMPORT_SOURCES.join(", ")}`),
  csv: z.string("must be the file's text").min(1, "is required").max(IMPORT_MAX_BYTES, "is too large"),
  unit: z.enum(WEIGHT_UNITS, "must be kg or lb").default("kg"),
  mapping: z
    .record(
      z.string().max(200, "names must be at most 200 characters"),
      z
        .number("must be an exercise id or null")
        .int("must be an exercise id or null")
        .positive("must be an exercise id or null")
        .max(MAX_ID, "must be an exercise id or null")
        .nullable(),
    )
    .refine((mapping) => Object.keys(mapping).length <= 2000, "at most 2000 names")
    .default({}),
  preview: z.boolean("must be true or false").default(false),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const exportQuerySchema = z.object({
  format: z.enum(["json", "csv"], "must be json or csv").default("json"),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
