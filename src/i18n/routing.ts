import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "@/config/locales";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  // `/` is always en-us: a remembered locale must not make cached English URLs serve another language.
  // Nothing reads a locale cookie then, and a Set-Cookie on every cached page would only cost bytes and
  // keep shared caches from storing it.
  localeDetection: false,
  localeCookie: false,
  // The pages name their alternates in <head> (generateMetadata); the same list as a Link header added
  // 1.2 kB to every answer and pushed the largest pages past 64 KiB.
  alternateLinks: false,
});
