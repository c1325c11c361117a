/**
 * The validator of the pages cached whole (docs/decisions/0008). They never change while a server
 * runs (the cache starts empty at every start), so one ETag per server process is exact, and a
 * revalidation is answered with 304 before any page handling. Next's own ETag would hash every
 * page body on every request instead.
 */
export const PAGE_ETAG = `W/"${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}"`;

/** Whether an If-None-Match header names this server's pages. */
export function matchesPageEtag(ifNoneMatch: string | null): boolean {
  return ifNoneMatch?.split(",").some((tag) => tag.trim() === PAGE_ETAG) ?? false;
}
