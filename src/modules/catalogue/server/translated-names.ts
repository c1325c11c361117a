import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Locale } from "@/config/locales";
import type { Db } from "@/db/client";
import { translations } from "@/db/schema";

export type Entity = "exercise" | "muscle" | "equipment" | "difficulty" | "category" | "goal";

/** Names of one entity kind in the wanted locale, falling back to English per key. */
export async function loadNames(
  db: Db,
  entity: Entity,
  locale: Locale,
  keys?: readonly string[],
): Promise<Map<string, string>> {
  if (keys && keys.length === 0) return new Map();
  const locales = locale === "en-us" ? ["en-us"] : [locale, "en-us"];
  const rows = await db
    .select({ key: translations.entityKey, locale: translations.locale, name: translations.name })
    .from(translations)
    .where(
      and(
        eq(translations.entity, entity),
        inArray(translations.locale, locales),
        keys ? inArray(translations.entityKey, [...keys]) : undefined,
      ),
    );
  const names = new Map<string, string>();
  for (const row of rows) if (row.locale === "en-us") names.set(row.key, row.name);
  for (const row of rows) if (row.locale === locale) names.set(row.key, row.name);
  return names;
}
