import { LRUCache } from "lru-cache";
import type { Db } from "@/db/client";
import { currentDataVersion } from "@/lib/page-version";

/**
 * Per-process memo of catalogue reads, per database handle and data version. The catalogue changes
 * only when it is re-seeded, which clears it, or when a change is announced to every instance
 * (src/follow-data-version.ts), which gives a new version: cached answers never go stale in between.
 * Each of Next's bundles holds its own copy of this memo; the version is process-wide.
 * Entries hold promises so concurrent first requests share one query.
 */
const caches = new WeakMap<Db, { version: string | undefined; cache: LRUCache<string, Promise<unknown>> }>();
const MAX_ENTRIES = 5000;

export function memoizeCatalogue<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const version = currentDataVersion();
  let cache = caches.get(db)?.cache;
  if (!cache || caches.get(db)?.version !== version) {
    cache = new LRUCache({ max: MAX_ENTRIES });
    caches.set(db, { version, cache });
  }
  const existing = cache.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const entry = load();
  const owner = cache;
  entry.catch(() => owner.delete(key));
  owner.set(key, entry);
  return entry;
}

export function forgetCatalogueReads(db: Db): void {
  caches.delete(db);
}
