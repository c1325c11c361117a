import { languageTag, LOCALES, DEFAULT_LOCALE, type Locale } from "@/config/locales";
import { getPathname } from "./navigation";

/** Canonical URL and hreflang alternates (all fourteen locales and x-default) of a localized page. */
export function localizedAlternates(href: string, locale: Locale) {
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((other) => [languageTag(other), getPathname({ href, locale: other })]),
  );
  languages["x-default"] = getPathname({ href, locale: DEFAULT_LOCALE });
  return { canonical: getPathname({ href, locale }), languages };
}
