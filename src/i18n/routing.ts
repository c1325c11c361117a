import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "@/config/locales";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  // `/` is always en-us: a remembered locale must not make cached English URLs serve another language.
  localeDetection: false,
  localeCookie: { maxAge: 31536000, sameSite: "lax" },
});
