/**
 * Finds text a reader of another language would still see in English: a key the locale lacks, or a
 * value copied from English. Pure, so the check in `untranslated.test.ts` can feed it any file.
 */

/** One kind of text: its English strings and each locale's, both as flat `key -> text` maps. */
export type TextSource = {
  /** Where the text lives, as a reader of a failing test should look for it, e.g. `messages/content`. */
  name: string;
  english: Record<string, string>;
  /** locale -> its strings; a locale without a file is `undefined`, so every key counts as missing. */
  translations: Record<string, Record<string, string> | undefined>;
};

export type Finding = {
  source: string;
  locale: string;
  key: string;
  english: string;
  problem: "missing" | "same-as-english";
};

/** A text that stays the same in a language, with the reason a reviewer accepted it. */
export type AllowEntry =
  | { text: string; reason: string }
  /** One key only: `source` and `key` as in a finding. */
  | { source: string; key: string; reason: string };

export type AllowList = {
  /** Brands, symbols and citations that read the same in every language. */
  allLocales: AllowEntry[];
  /** Words a language shares with English, per locale. */
  locales: Record<string, AllowEntry[]>;
  /** Billing strings awaiting their translation while the Premium texts are written. */
  pendingBilling: Record<string, AllowEntry[]>;
  /** Exercise steps awaiting their translation while the steps are rewritten. */
  pendingSteps: Record<string, AllowEntry[]>;
};

/** `{a: {b: "x"}, c: ["y"]}` -> `{"a.b": "x", "c.0": "y"}`; only strings count as text. */
export function flattenTexts(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return prefix ? { [prefix]: value } : {};
  if (typeof value !== "object" || value === null) return {};
  const entries = Array.isArray(value)
    ? value.map((child, index) => [String(index), child] as const)
    : Object.entries(value);
  return Object.assign(
    {},
    ...entries.map(([key, child]) => flattenTexts(child, prefix ? `${prefix}.${key}` : key)),
  ) as Record<string, string>;
}

const SIMPLE_ARGUMENT = /\{\s*[\w.]+\s*\}/g;

/** A string with no letters outside its `{placeholders}` (`{sets} × {reps}`, `{value}%`) has nothing to translate. */
export function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(SIMPLE_ARGUMENT, ""));
}

const normalize = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** The findings of one locale in one source, in the English key order. */
export function findUntranslated(source: TextSource, locale: string): Finding[] {
  const translated = source.translations[locale] ?? {};
  const findings: Finding[] = [];
  for (const [key, english] of Object.entries(source.english)) {
    if (!hasWords(english)) continue;
    const text = translated[key];
    const base = { source: source.name, locale, key, english };
    if (text === undefined || text.trim() === "") findings.push({ ...base, problem: "missing" });
    else if (normalize(text) === normalize(english)) findings.push({ ...base, problem: "same-as-english" });
  }
  return findings;
}

function matches(entry: AllowEntry, finding: Finding): boolean {
  if ("text" in entry) return finding.problem === "same-as-english" && entry.text === finding.english;
  return entry.source === finding.source && entry.key === finding.key;
}

/** The entries that may excuse a finding in this locale. */
export function allowEntriesFor(list: AllowList, locale: string): AllowEntry[] {
  return [
    ...list.allLocales,
    ...(list.locales[locale] ?? []),
    ...(list.pendingBilling[locale] ?? []),
    ...(list.pendingSteps[locale] ?? []),
  ];
}

export function isAllowed(list: AllowList, finding: Finding): boolean {
  return allowEntriesFor(list, finding.locale).some((entry) => matches(entry, finding));
}

/** Entries that excuse nothing any more: they are removed, so the list stays short and reviewed. */
export function unusedEntries(list: AllowList, findings: Finding[]): AllowEntry[] {
  const used = (entry: AllowEntry, locales: string[] | null) =>
    findings.some((finding) => (locales === null || locales.includes(finding.locale)) && matches(entry, finding));
  const perLocale = (sections: Record<string, AllowEntry[]>) =>
    Object.entries(sections).flatMap(([locale, entries]) => entries.filter((entry) => !used(entry, [locale])));
  return [
    ...list.allLocales.filter((entry) => !used(entry, null)),
    ...perLocale(list.locales),
    ...perLocale(list.pendingBilling),
    ...perLocale(list.pendingSteps),
  ];
}

/** One line per finding, for a failing test's message. */
export function describeFinding(finding: Finding): string {
  const what = finding.problem === "missing" ? "missing" : "still English";
  return `${finding.locale} ${finding.source} ${finding.key}: ${what} (${JSON.stringify(finding.english)})`;
}
