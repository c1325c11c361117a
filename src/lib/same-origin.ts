const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Whether a request may change state on behalf of the browser that sent it: browsers name the page
 * that sent a request (Origin, or Sec-Fetch-Site when they leave Origin out); clients that are not
 * browsers send neither and carry no ambient cookie of a victim.
 */
export function isCrossSiteWrite(method: string, headers: Headers, siteOrigin: string): boolean {
  if (!STATE_CHANGING.has(method.toUpperCase())) return false;
  const origin = headers.get("origin");
  if (origin) return origin !== siteOrigin;
  const site = headers.get("sec-fetch-site");
  return site !== null && site !== "same-origin" && site !== "none";
}
