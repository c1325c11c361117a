import { LRUCache } from "lru-cache";
import type { Db } from "@/db/client";

/**
 * Per-process memo of catalogue reads, per database handle. The catalogue changes only when it is
 * re-seeded (at server start), which clears it, so cached answers never go stale in between.
 * Entries hold promises so concurrent first requests share one query.
 */
const caches = new WeakMap<Db, LRUCache<string, Promise<unknown>>>();
const MAX_ENTRIES = 5000;

export function memoizeCatalogue<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: MAX_ENTRIES });
    caches.set(db, cache);
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
