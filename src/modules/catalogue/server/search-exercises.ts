import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "@/config/locales";
import { SEARCH_MIN_CHARS } from "@/config/site";
import { sqlRows, type Db } from "@/db/client";
import { exerciseMedia, exercises, translations } from "@/db/schema";
import { memoizeCatalogue } from "../catalogue-cache";
import type { SearchSuggestionDto as SearchSuggestion } from "../dto";
import { exerciseImagePath, exercisePath } from "../listing-route";
import type { SearchQuery } from "../schemas";
import { referenceData } from "./reference-data";
import { buildSearchIndex, rankNames, words, type SearchIndex } from "./search-ranking";
import { loadNames } from "./translated-names";

type GenderMedia = SearchSuggestion["images"]["male"];

/**
 * Exercise suggestions for a query in the visitor's locale and in English: accent-insensitive and
 * typo-tolerant, ranked by how well the name matches (see search-ranking.ts), then by how common the
 * exercise is. Under three characters: nothing, without touching the database.
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
  // Normalized exactly as the stored search_text was: unaccent leaves ASCII alone, so only other
  // text needs the database. The query is only ever compared as text, never used as a LIKE pattern,
  // so % and _ are plain characters.
  const text = ASCII.test(query) ? query.toLowerCase() : await normalize(db, query);
  // Punctuation alone (%%%, ___) holds no word to look for.
  if (words(text).length === 0) return [];
  const index = await searchIndex(db, locale);
  let ranked = rankNames(text, index);
  // Names that only look alike fill what the better matches leave; most searches never need them.
  if (ranked.length < size) ranked = rankNames(text, index, await similarNames(db, text, locale));
  const ids = ranked.slice(0, size).map((match) => match.id);
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

const ASCII = /^[\x20-\x7e]*$/;

async function normalize(db: Db, query: string): Promise<string> {
  const [row] = await sqlRows<{ text: string }>(db, sql`select lower(unaccent(${query})) as text`);
  return row?.text ?? "";
}

/**
 * Every exercise name a search in this locale compares against (its own and English), with the
 * exercise's popularity; a few thousand short strings, kept in memory between catalogue seeds.
 */
function searchIndex(db: Db, locale: Locale): Promise<SearchIndex> {
  return memoizeCatalogue(db, `search-index:${locale}`, async () => {
    const rows = await db
      .select({ id: translations.entityKey, text: translations.searchText, popularity: exercises.popularity })
      .from(translations)
      .innerJoin(exercises, eq(sql`${exercises.id}::text`, translations.entityKey))
      .where(and(eq(translations.entity, "exercise"), inArray(translations.locale, [locale, "en-us"])));
    return buildSearchIndex(rows.map((row) => ({ id: Number(row.id), text: row.text, popularity: row.popularity })));
  });
}

/** Exercises whose name pg_trgm finds alike (word similarity above the session threshold), by id. */
async function similarNames(db: Db, text: string, locale: Locale): Promise<Map<number, number>> {
  const rows = await sqlRows<{ id: string; similarity: number }>(
    db,
    sql`
    select entity_key as id, max(word_similarity(${text}, search_text)) as similarity
    from translations
    -- <% uses the locale-and-trigram index.
    where entity = 'exercise' and locale in (${locale}, 'en-us') and ${text} <% search_text
    group by entity_key`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.similarity)]));
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
