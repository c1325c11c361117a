/**
 * Relative paths are judged against any fixed origin alike; an absolute URL, even one naming this
 * site, is refused (sign-in links carry paths only).
 */
const PLACEHOLDER_ORIGIN = "http://same-origin.invalid";

/**
 * Only a path on the judging origin gets through. Browsers drop tabs and newlines from URLs and read
 * `\` as `/`, so `/\tevil.example` or `/\evil.example` would become `//evil.example`, another site:
 * such input is refused before parsing, and what the URL parser makes of the rest must still be a
 * path on `origin` that does not start with `//`.
 */
export function safeRedirectPath(
  value: string | null | undefined,
  fallback = "/",
  origin: string = PLACEHOLDER_ORIGIN,
): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!value || !value.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let target: URL;
  try {
    target = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (target.origin !== new URL(origin).origin) return fallback;
  const path = `${target.pathname}${target.search}${target.hash}`;
  return path.startsWith("//") ? fallback : path;
}
