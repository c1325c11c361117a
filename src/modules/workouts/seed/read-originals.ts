import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  type OriginalTranslations,
  type OriginalWorkout,
  originalsFileSchema,
  originalTranslationsSchema,
} from "../originals-file";

export const WORKOUTS_DIR = path.resolve(process.cwd(), "data/workouts");

export type OriginalsFiles = {
  originals: OriginalWorkout[];
  /** locale -> slug -> words */
  translations: Record<string, OriginalTranslations>;
  fingerprint: string;
};

function jsonFiles(dir: string): [name: string, raw: string][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => [name.replace(/\.json$/, ""), readFileSync(path.join(dir, name), "utf8")]);
}

function parse<T>(schema: z.ZodType<T>, raw: string, file: string): T {
  const parsed = schema.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`data/workouts/${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The originals in `data/workouts/originals/*.json` (file, then written order) and their translations. */
export function readOriginalsFiles(dir = WORKOUTS_DIR, reference = ""): OriginalsFiles {
  const hash = createHash("sha256").update(reference);
  const originals = jsonFiles(path.join(dir, "originals")).flatMap(([name, raw]) => {
    hash.update(name).update(raw);
    return parse(originalsFileSchema, raw, `originals/${name}.json`);
  });
  const translations: OriginalsFiles["translations"] = {};
  for (const [locale, raw] of jsonFiles(path.join(dir, "translations"))) {
    hash.update(locale).update(raw);
    translations[locale] = parse(originalTranslationsSchema, raw, `translations/${locale}.json`);
  }
  return { originals, translations, fingerprint: hash.digest("hex") };
}

export function readOriginals(dir = WORKOUTS_DIR): OriginalWorkout[] {
  return readOriginalsFiles(dir).originals;
}
