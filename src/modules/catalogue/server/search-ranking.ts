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
  const length = [...word].length;
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein where no substring is edited twice): a
 * swapped pair of neighbours counts as one typo, as people make them. Gives up above `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length] ?? max + 1;
}

/** A word's plural as most catalogue languages write it (curls, presses). */
const PLURAL = /^(?:e?s)$/;

/** Scripts written without spaces between words: any part of a name may be a whole word. */
const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A name as search compares it: its words, and the words run together (`compact`) with where each
 * begins, so "push up", "push-up" and "pushup" all meet "Push-Up" on word boundaries.
 */
export type SearchName = {
  id: number;
  words: string[];
  compact: string;
  starts: number[];
  popularity: number;
  length: number;
};

export function prepareName(entry: SearchEntry): SearchName {
  const nameWords = words(entry.text);
  const starts: number[] = [];
  let offset = 0;
  for (const word of nameWords) {
    starts.push(offset);
    offset += word.length;
  }
  return {
    id: entry.id,
    words: nameWords,
    compact: nameWords.join(""),
    starts,
    popularity: entry.popularity,
    length: entry.text.length,
  };
}

/** Where the compact query sits in the name from the start of one of its words: whole words, or the last cut short. */
function phraseTier(compactQuery: string, name: SearchName): MatchTier | null {
  let tier: MatchTier | null = null;
  for (const start of name.starts) {
    if (!name.compact.startsWith(compactQuery, start)) continue;
    const end = start + compactQuery.length;
    const nextStart = name.starts.find((offset) => offset >= end) ?? name.compact.length;
    if (nextStart === end || PLURAL.test(name.compact.slice(end, nextStart))) return MatchTier.phrase;
    tier = MatchTier.phrasePrefix;
  }
  return tier;
}

type TypoMatch = { distance: number; prefixOnly: boolean };

/** The closest a query word comes to a word of the name, as a whole word or as its start. */
function closestWord(query: string, name: string[], cache = new Map<string, TypoMatch | null>()): TypoMatch | null {
  let best: TypoMatch | null = null;
  for (const word of name) {
    let match = cache.get(word);
    if (match === undefined) {
      match = typoMatch(query, word);
      cache.set(word, match);
    }
    if (match && (!best || closer(match, best))) best = match;
  }
  return best;
}

/** A whole word beats the start of one; then fewer typos win. */
function closer(a: TypoMatch, b: TypoMatch): boolean {
  return a.prefixOnly === b.prefixOnly ? a.distance < b.distance : !a.prefixOnly;
}

function typoMatch(query: string, word: string): TypoMatch | null {
  const max = allowedTypos(query);
  if (max === 0) return word.startsWith(query) ? { distance: 0, prefixOnly: word !== query } : null;
  const singular = word.replace(/e?s$/, "");
  const whole = Math.min(typoDistance(query, word, max), typoDistance(query, singular, max));
  if (whole <= max) return { distance: whole, prefixOnly: false };
  const letters = [...word];
  const length = [...query].length;
  let best = max + 1;
  for (const cut of [length - 1, length, length + 1]) {
    if (cut < 3 || cut >= letters.length) continue;
    best = Math.min(best, typoDistance(query, letters.slice(0, cut).join(""), max));
  }
  return best <= max ? { distance: best, prefixOnly: true } : null;
}

/**
 * Ranks the names (an exercise may have several: in the visitor's locale and in English) against a
 * normalized query; `similar` holds pg_trgm's word similarity of the exercises it matched.
 * Returns each matching exercise once, at its best, best first.
 */
export function rankNames(
  query: string,
  names: readonly SearchName[],
  similar: ReadonlyMap<number, number> = new Map(),
): Ranked[] {
  const queryWords = words(query);
  if (queryWords.length === 0) return [];
  const compactQuery = queryWords.join("");
  const spaceless = SPACELESS.test(compactQuery);
  const typoCaches = queryWords.map(() => new Map<string, TypoMatch | null>());
  const best = new Map<number, Ranked>();

  for (const name of names) {
    const ranked = (tier: MatchTier, distance = 0): Ranked => ({
      id: name.id,
      tier,
      distance,
      similarity: similar.get(name.id) ?? 0,
      popularity: name.popularity,
      length: name.length,
    });
    let match: Ranked | null = null;
    if (name.compact === compactQuery) {
      match = ranked(MatchTier.exact);
    } else if (spaceless && name.compact.includes(compactQuery)) {
      match = ranked(MatchTier.phrase);
    } else {
      const phrase = phraseTier(compactQuery, name);
      if (phrase !== null) match = ranked(phrase);
      else if (
        queryWords.length > 1 &&
        queryWords.every((word) => name.words.some((candidate) => candidate.startsWith(word)))
      ) {
        match = ranked(MatchTier.allWords);
      } else if (name.compact.includes(compactQuery)) {
        match = ranked(MatchTier.contains);
      } else {
        const closest = queryWords.map((word, index) => closestWord(word, name.words, typoCaches[index]));
        if (closest.every((item) => item !== null)) {
          const distance = closest.reduce((sum, item) => sum + (item?.distance ?? 0), 0);
          match = ranked(closest.some((item) => item?.prefixOnly) ? MatchTier.typoPrefix : MatchTier.typo, distance);
        } else if (similar.has(name.id)) {
          match = ranked(MatchTier.similar);
        }
      }
    }
    if (!match) continue;
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
