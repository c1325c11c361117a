import "server-only";
import { z } from "zod";
import type { Locale } from "@/config/locales";
import rawRoutines from "../../../../../data/routines/routines.json";
import { routinesFileSchema, routineTranslationsSchema, type Routine, type RoutineTranslations } from "../routines-file";

let routines: Routine[] | undefined;

/** Our routines as written in data/routines/routines.json, checked once per process. */
export function readRoutines(): Routine[] {
  if (!routines) {
    const parsed = routinesFileSchema.safeParse(rawRoutines);
    if (!parsed.success) throw new Error(`data/routines/routines.json: ${z.prettifyError(parsed.error)}`);
    routines = parsed.data;
  }
  return routines;
}

const translations = new Map<Locale, Promise<RoutineTranslations>>();

/** A locale's names and descriptions by slug (empty for English, whose words are in routines.json). */
export function readRoutineTranslations(locale: Locale): Promise<RoutineTranslations> {
  if (locale === "en-us") return Promise.resolve({});
  let entry = translations.get(locale);
  if (!entry) {
    entry = (
      import(`../../../../../data/routines/translations/${locale}.json`) as Promise<{ default: unknown }>
    ).then((file) => {
      const parsed = routineTranslationsSchema.safeParse(file.default);
      if (!parsed.success)
        throw new Error(`data/routines/translations/${locale}.json: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
    translations.set(locale, entry);
  }
  return entry;
}
