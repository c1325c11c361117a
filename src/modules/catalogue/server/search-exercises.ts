import "server-only";
import { sql } from "drizzle-orm";
import type { Locale } from "@/config/locales";
import { SEARCH_MIN_CHARS } from "@/config/site";
import { sqlRows, type Db } from "@/db/client";
import { exerciseMedia, exercises } from "@/db/schema";
import { memoizeCatalogue } from "../catalogue-cache";
import { exerciseImagePath, exercisePath } from "../listing-route";
import type { SearchQuery } from "../schemas";
import { referenceData } from "./reference-data";
import { loadNames } from "./translated-names";

type GenderMedia = { og_image: string | null; branded_video: string | null };

export type SearchSuggestion = {
  id: number;
  slug: string;
  target_url: string;
  urls: { male: string; female: string };
  category: { name: string; name_en_us: string };
  difficulty: { name: string; name_en_us: string };
  images: { male: GenderMedia; female: GenderMedia };
  name: string;
  name_en_us: string;
  [localizedName: `name_${string}`]: string;
};

/**
 * Exercise suggestions for a query in the visitor's locale and in English: accent-insensitive,
 * typo-tolerant; exact names first, then names that start with the query, then a word that does,
 * then anything containing it, then near misses by similarity. Under three characters: nothing,
 * without touching the database.
 */
export function searchExercises(
  db: Db,
  input: SearchQuery,
  locale: Locale,
): Promise<{ suggestions: SearchSuggestion[] }> {
  const query = input.q.trim().replace(/\s+/g, " ");
  if ([...query].length < SEARCH_MIN_CHARS) return Promise.resolve({ suggestions: [] });
  return memoizeCatalogue(db, `search:${locale}:${input.size}:${query.toLowerCase()}`, async () => ({
    suggestions: await findSuggestions(db, query, input.size, locale),
  }));
}

/** The uncached search (benchmarks measure this one). */
export async function findSuggestions(
  db: Db,
  query: string,
  size: number,
  locale: Locale,
): Promise<SearchSuggestion[]> {
  // Each (select ...) below is an init plan: evaluated once, then usable by the trigram index.
  const text = sql`(select lower(unaccent(${query})))`;
  const like = (prefix: string, suffix: string) =>
    sql`(select ${prefix} || replace(replace(replace(lower(unaccent(${query})), '\', '\\'), '%', '\%'), '_', '\_') || ${suffix})`;
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`
    select entity_key as id from (
      select t.entity_key,
        min(case
          when t.search_text = ${text} then 0
          when t.search_text like ${like("", "%")} then 1
          when t.search_text like ${like("% ", "%")} or t.search_text like ${like("%-", "%")} then 2
          when t.search_text like ${like("%", "%")} then 3
          else 4 end) as rank,
        max(word_similarity(${text}, t.search_text)) as similarity
      from translations t
      where t.entity = 'exercise' and t.locale in (${locale}, 'en-us')
        -- Both conditions use the trigram index; <% is word similarity above the session threshold.
        and (t.search_text like ${like("%", "%")} or ${text} <% t.search_text)
      group by t.entity_key
    ) as matches
    order by rank, similarity desc, length(entity_key), entity_key
    limit ${size}`,
  );
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const summaries = await exerciseSummaries(db, locale);
  const localeKey = `name_${locale.replace("-", "_")}` as const;
  return ids.flatMap((id) => {
    const summary = summaries.get(id);
    if (!summary) return [];
    const suggestion: SearchSuggestion = { ...summary, images: { ...summary.images } };
    suggestion[localeKey] = summary.name;
    return [suggestion];
  });
}

/** What a suggestion shows of every exercise, per locale, kept in memory between catalogue seeds. */
function exerciseSummaries(db: Db, locale: Locale): Promise<Map<number, SearchSuggestion>> {
  return memoizeCatalogue(db, `search-summaries:${locale}`, async () => {
    const [exerciseRows, mediaRows, localNames, reference] = await Promise.all([
      db.select().from(exercises),
      db.select().from(exerciseMedia),
      loadNames(db, "exercise", locale),
      referenceData(db, locale),
    ]);
    return new Map(
      exerciseRows.map((row) => {
        const category = reference.categories.find((item) => item.id === row.categoryId);
        const difficulty = reference.difficulties.find((item) => item.id === row.difficultyId);
        const media = (gender: "male" | "female"): GenderMedia => {
          const first = mediaRows.find((item) => item.exerciseId === row.id && item.gender === gender);
          return {
            og_image: first?.ogImage ?? exerciseImagePath(row.slug, gender, "png"),
            branded_video: first?.brandedVideo ?? null,
          };
        };
        const summary: SearchSuggestion = {
          id: row.id,
          slug: row.slug,
          target_url: exercisePath(row.slug),
          urls: { male: exercisePath(row.slug, "male"), female: exercisePath(row.slug, "female") },
          category: {
            name: (category && reference.names.category.get(category.key)) ?? category?.name ?? "",
            name_en_us: category?.name ?? "",
          },
          difficulty: {
            name: (difficulty && reference.names.difficulty.get(difficulty.key)) ?? difficulty?.name ?? "",
            name_en_us: difficulty?.name ?? "",
          },
          images: { male: media("male"), female: media("female") },
          name: localNames.get(String(row.id)) ?? row.name,
          name_en_us: row.name,
        };
        return [row.id, summary];
      }),
    );
  });
}
