import { negotiateLocale, type Locale } from "@/config/locales";

/** The API answers in the locale asked by `?locale=` (or `lang`), else by Accept-Language. */
export function requestLocale(request: Request): Locale {
  const url = new URL(request.url);
  return negotiateLocale(
    url.searchParams.get("locale") ?? url.searchParams.get("lang"),
    request.headers.get("accept-language"),
  );
}
