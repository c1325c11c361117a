/**
 * How well an exercise name answers a search, on text already lower-cased and unaccented by the
 * database (the same `lower(unaccent())` as the stored `search_text`). Pure, so it is tested alone.
 *
 * Matches fall into tiers of quality; within a tier the more common exercise comes first, so
 * "squat" lists Barbell Squat before Squat Jerk although both hold the word.
 */
export const MatchTier = {
  exact: 0,
  /** The query's words, in order, as whole words of the name ("squat" in Barbell Squat). */
  phrase: 1,
  /** The same, the last word still being typed ("barbell squ"). */
  phrasePrefix: 2,
  /** Every word of the query starts a word of the name, in any order ("squat barbell"). */
  allWords: 3,
  /** The query inside the name, spaces and hyphens aside ("pushup", "benchpress", scripts without spaces). */
  contains: 4,
  /** Every word within a typo or two of a whole word of the name ("sqaut", "sqat"). */
  typo: 5,
  /** The same against the start of a word ("sqau" for squat). */
  typoPrefix: 6,
  /** Only pg_trgm's word similarity says it looks alike. */
  similar: 7,
} as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

export type SearchEntry = { id: number; text: string; popularity: number };
export type Ranked = {
  id: number;
  tier: MatchTier;
  distance: number;
  similarity: number;
  popularity: number;
  length: number;
};

/** Letters with their combining marks (Devanagari, Arabic), digits, and the joiners inside Persian words. */
const WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Typos a word of this length may carry: none under four letters, one up to seven, then two. */
export function allowedTypos(word: string): number {
  const length = word.length;
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

// Rows of the distance table, reused from one comparison to the next (search compares thousands of words).
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)] as const;

/**
 * Optimal string alignment distances (Damerau–Levenshtein where no substring is edited twice: a swapped
 * pair of neighbours counts as one typo, as people make them) from `a` to every start of `b`: entry j
 * is the distance to b's first j letters. Null once all of them are past `max`. The row is reused by
 * the next call: read it at once. Compares UTF-16 code units (names hold nothing beyond the basic plane).
 */
function typoRow(a: string, b: string, max: number): Int32Array | null {
  const width = b.length + 1;
  if (rows[0].length < width) rows = [new Int32Array(width), new Int32Array(width), new Int32Array(width)];
  let [before, previous, current] = rows;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    const swapped = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j < width; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (j > 1 && ai === b.charCodeAt(j - 2) && swapped === bj) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return null;
    [before, previous, current] = [previous, current, before];
  }
  return previous;
}

/** Typos between two words, counting a swap of neighbours as one; `max + 1` when past `max`. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return Math.min(typoRow(a, b, max)?.[b.length] ?? max + 1, max + 1);
}

/** A word's plural as most catalogue languages write it (curls, presses). */
const PLURAL = /^(?:e?s)$/;

/** Scripts written without spaces between words: any part of a name may be a whole word. */
const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A name as search compares it: its words (as ids in the index's vocabulary), and the words run
 * together (`compact`) with where each begins, so "push up", "push-up" and "pushup" all meet "Push-Up"
 * on word boundaries.
 */
export type SearchName = {
  id: number;
  words: string[];
  wordIds: number[];
  compact: string;
  starts: number[];
  popularity: number;
  length: number;
};

/** The names a search compares against, and every distinct word in them (typos are judged per word). */
export type SearchIndex = { names: SearchName[]; vocabulary: string[] };

export function buildSearchIndex(entries: readonly SearchEntry[]): SearchIndex {
  const vocabulary: string[] = [];
  const wordIds = new Map<string, number>();
  const names = entries.map((entry) => {
    const nameWords = words(entry.text);
    const starts: number[] = [];
    let offset = 0;
    for (const word of nameWords) {
      starts.push(offset);
      offset += word.length;
      if (!wordIds.has(word)) wordIds.set(word, vocabulary.push(word) - 1);
    }
    return {
      id: entry.id,
      words: nameWords,
      wordIds: nameWords.map((word) => wordIds.get(word) ?? 0),
      compact: nameWords.join(""),
      starts,
      popularity: entry.popularity,
      length: entry.text.length,
    };
  });
  return { names, vocabulary };
}

/** Where the compact query sits in the name from the start of one of its words: whole words, or the last cut short. */
function phraseTier(compactQuery: string, name: SearchName): MatchTier | null {
  let tier: MatchTier | null = null;
  const { compact, starts } = name;
  for (let index = 0; index < starts.length; index++) {
    const start = starts[index]!;
    if (!compact.startsWith(compactQuery, start)) continue;
    const end = start + compactQuery.length;
    let next = index + 1;
    while (next < starts.length && starts[next]! < end) next++;
    const nextStart = starts[next] ?? compact.length;
    if (nextStart === end || PLURAL.test(compact.slice(end, nextStart))) return MatchTier.phrase;
    tier = MatchTier.phrasePrefix;
  }
  return tier;
}

/** Every query word starts some word of the name. */
function hasAllWords(queryWords: readonly string[], nameWords: readonly string[]): boolean {
  for (const word of queryWords) {
    let found = false;
    for (const candidate of nameWords) {
      if (candidate.startsWith(word)) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

/**
 * How close a query word comes to each word of the vocabulary, worked out on first need: NONE, or the
 * number of typos, plus PREFIX_ONLY when it only meets the start of the word (still being typed).
 */
const UNKNOWN = -1;
const NONE = 255;
const PREFIX_ONLY = 16;

function typoCodes(query: string, vocabulary: readonly string[]): (wordId: number) => number {
  const codes = new Int16Array(vocabulary.length).fill(UNKNOWN);
  return (wordId) => {
    let code = codes[wordId] ?? NONE;
    if (code === UNKNOWN) code = codes[wordId] = typoCode(query, vocabulary[wordId] ?? "");
    return code;
  };
}

function sharesStart(query: string, word: string): boolean {
  const [q0, q1, w0, w1] = [query[0], query[1], word[0], word[1]];
  return w0 === q0 || w0 === q1 || w1 === q0 || w1 === q1;
}

/**
 * As the whole word (or its singular), or as its start while the word is still being typed. One pass
 * over the word's first letters gives all of it.
 */
function typoCode(query: string, word: string): number {
  const max = allowedTypos(query);
  if (max === 0) return word === query ? 0 : word.startsWith(query) ? PREFIX_ONLY : NONE;
  // One typo leaves one of the first two letters where it was, or moves it by one: most words can be
  // ruled out without the table.
  if (max === 1 && !sharesStart(query, word)) return NONE;
  // Room for the plural ending, so "sqat" still meets "squats" as a whole word.
  const reach = query.length + max + 2;
  const row = typoRow(query, word.length > reach ? word.slice(0, reach) : word, max);
  if (!row) return NONE;
  const at = (length: number) => (length >= 0 && length <= Math.min(word.length, reach) ? row[length]! : NONE);
  const singular = word.endsWith("es") ? 2 : word.endsWith("s") ? 1 : 0;
  const whole = Math.min(
    at(word.length),
    singular ? at(word.length - 1) : NONE,
    singular === 2 ? at(word.length - 2) : NONE,
  );
  if (whole <= max) return whole;
  let prefix: number = NONE;
  for (let cut = Math.max(3, query.length - 1); cut <= query.length + 1 && cut < word.length; cut++)
    prefix = Math.min(prefix, at(cut));
  return prefix <= max ? PREFIX_ONLY + prefix : NONE;
}

/**
 * Ranks the names (an exercise may have several: in the visitor's locale and in English) against a
 * normalized query; `similar` holds pg_trgm's word similarity of the exercises it matched.
 * Returns each matching exercise once, at its best, best first.
 */
export function rankNames(
  query: string,
  index: SearchIndex,
  similar: ReadonlyMap<number, number> = new Map(),
): Ranked[] {
  const queryWords = words(query);
  if (queryWords.length === 0) return [];
  const compactQuery = queryWords.join("");
  const spaceless = SPACELESS.test(compactQuery);
  const typos = queryWords.map((word) => typoCodes(word, index.vocabulary));
  const best = new Map<number, Ranked>();

  for (const name of index.names) {
    let tier: MatchTier | null = null;
    let distance = 0;
    if (name.compact === compactQuery) tier = MatchTier.exact;
    else if (spaceless && name.compact.includes(compactQuery)) tier = MatchTier.phrase;
    else tier = phraseTier(compactQuery, name);
    if (tier === null) {
      if (queryWords.length > 1 && hasAllWords(queryWords, name.words)) {
        tier = MatchTier.allWords;
      } else if (name.compact.includes(compactQuery)) {
        tier = MatchTier.contains;
      } else {
        let prefixOnly = false;
        for (const codeOf of typos) {
          let closest = NONE;
          for (const wordId of name.wordIds) closest = Math.min(closest, codeOf(wordId));
          if (closest === NONE) {
            distance = -1;
            break;
          }
          prefixOnly ||= closest >= PREFIX_ONLY;
          distance += closest % PREFIX_ONLY;
        }
        if (distance >= 0) tier = prefixOnly ? MatchTier.typoPrefix : MatchTier.typo;
        else if (similar.has(name.id)) [tier, distance] = [MatchTier.similar, 0];
      }
    }
    if (tier === null) continue;
    const match: Ranked = {
      id: name.id,
      tier,
      distance,
      similarity: similar.get(name.id) ?? 0,
      popularity: name.popularity,
      length: name.length,
    };
    const previous = best.get(name.id);
    if (!previous || compareRanked(match, previous) < 0) best.set(name.id, match);
  }
  return [...best.values()].sort(compareRanked);
}

/** Better match first; among equals, fewer typos or more likeness, then the more common exercise. */
export function compareRanked(a: Ranked, b: Ranked): number {
  return (
    a.tier - b.tier ||
    a.distance - b.distance ||
    (a.tier === MatchTier.similar ? b.similarity - a.similarity : 0) ||
    b.popularity - a.popularity ||
    a.length - b.length ||
    a.id - b.id
  );
}
