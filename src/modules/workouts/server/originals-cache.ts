import "server-only";
import { LRUCache } from "lru-cache";
import type { Db } from "@/db/client";
import { currentDataVersion } from "@/lib/page-version";

/**
 * Answers of our workouts list for visitors, kept a minute: the list changes only when originals are
 * seeded, or its popularity order as stars come in, and clients keep it five minutes anyway (spec §9).
 */
const TTL_MS = 60_000;
// Per data version too: an announced change (src/follow-data-version.ts) reaches every bundle's copy.
const caches = new WeakMap<Db, { version: string | undefined; cache: LRUCache<string, Promise<unknown>> }>();

export function rememberOriginals<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const version = currentDataVersion();
  let cache = caches.get(db)?.cache;
  if (!cache || caches.get(db)?.version !== version) {
    cache = new LRUCache({ max: 2000, ttl: TTL_MS });
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

/** After a seed: the next answers are read afresh. */
export function forgetOriginals(db: Db): void {
  caches.delete(db);
}
