/**
 * Articles are the same for everyone and change only with a deployment; the language follows
 * `?locale=` or Accept-Language, so shared caches keep one answer per language.
 */
export const VISITOR_CACHE = {
  "Cache-Control": "public, max-age=300, stale-while-revalidate=3600",
  Vary: "Accept-Language",
} as const;
