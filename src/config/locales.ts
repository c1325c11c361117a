export const LOCALES = [
  "en-us",
  "pt-br",
  "es-es",
  "hi-in",
  "de-de",
  "ar-sa",
  "fr-fr",
  "tr-tr",
  "it-it",
  "fa-ir",
  "pl-pl",
  "ru-ru",
  "zh-cn",
  "ja-jp",
] as const;

export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-us";
export const RTL_LOCALES: readonly Locale[] = ["ar-sa", "fa-ir"];

export const LOCALE_LABELS: Record<Locale, string> = {
  "en-us": "English",
  "pt-br": "Português",
  "es-es": "Español",
  "hi-in": "हिन्दी",
  "de-de": "Deutsch",
  "ar-sa": "العربية",
  "fr-fr": "Français",
  "tr-tr": "Türkçe",
  "it-it": "Italiano",
  "fa-ir": "فارسی",
  "pl-pl": "Polski",
  "ru-ru": "Русский",
  "zh-cn": "简体中文",
  "ja-jp": "日本語",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tag for `lang` attributes and Intl: `pt-br` -> `pt-BR`. */
export function languageTag(locale: Locale): string {
  const [language, region] = locale.split("-");
  return region ? `${language}-${region.toUpperCase()}` : locale;
}

export function textDirection(locale: Locale): "rtl" | "ltr" {
  return RTL_LOCALES.includes(locale) ? "rtl" : "ltr";
}

/** Picks our locale from a query value or an Accept-Language header, else the default. */
export function negotiateLocale(
  explicit: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  const wanted = explicit?.toLowerCase().replace("_", "-");
  if (isLocale(wanted)) return wanted;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase();
    if (!tag) continue;
    if (isLocale(tag)) return tag;
    const byLanguage = LOCALES.find((locale) => locale.startsWith(`${tag.split("-")[0]}-`));
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

/** A path in a locale: the default locale has no prefix (next-intl's `as-needed`). */
export function localePath(locale: string | undefined, path: string): string {
  return isLocale(locale) && locale !== DEFAULT_LOCALE ? `/${locale}${path}` : path;
}
