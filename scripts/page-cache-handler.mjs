// The page cache (docs/decisions/0008). Alone, Next's own file-system cache, except that a 404 is never
// stored: pages rendered on first request would otherwise keep every invented URL's 'Page not Found'
// on disk for good (scripts/server.mjs also tells browsers and CDNs not to keep them).
// With REDIS_URL, pages live in Redis, shared by every instance, under the deployment and the data
// version (src/lib/page-version.ts): a new data version leaves every instance's older pages behind.
import { statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

const require = createRequire(import.meta.url);
// Next 16 exposes no public base class for a cache handler; this is the one `next start` uses itself.
const { default: FileSystemCache } = require("next/dist/server/lib/incremental-cache/file-system-cache.js");

/** Pages never change under one version; a week bounds what an abandoned version keeps in Redis. */
const TTL_SECONDS = 7 * 24 * 3600;
/** Pages this instance already fetched from Redis, kept in memory: most requests need no round trip. */
const LOCAL_BYTES = 64 * 1024 * 1024;

const shared = globalThis;

function redis() {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  if (!shared.__moveatlasPageRedis) {
    // Fail fast while Redis is down: the page is then rendered here, which is slower but correct.
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    client.on("error", () => undefined);
    shared.__moveatlasPageRedis = client;
    shared.__moveatlasLocalPages = new LRUCache({ maxSize: LOCAL_BYTES, sizeCalculation: (entry) => entry.size });
  }
  return shared.__moveatlasPageRedis;
}

/** The Redis key of a page under the current versions, or null before the server knows them. */
function versionedKey(key) {
  const { buildId, dataVersion } = shared.__moveatlasPageVersion ?? {};
  return buildId && dataVersion ? `moveatlas:page:${buildId}:${dataVersion}:${key}` : null;
}

const buildTimes = new Map();

/**
 * When the build finished. Pages it prerendered are older; anything newer on disk was rendered by an
 * earlier server of this build before it shared pages through Redis, and may show replaced data.
 */
function builtAt(serverDistDir) {
  if (!buildTimes.has(serverDistDir)) {
    let time = 0;
    try {
      time = statSync(path.join(serverDistDir, "..", "BUILD_ID")).mtimeMs;
    } catch {
      // No build id: no page on disk is trusted; each is rendered here instead.
    }
    buildTimes.set(serverDistDir, time);
  }
  return buildTimes.get(serverDistDir);
}

export default class PageCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    this.builtAt = builtAt(ctx.serverDistDir);
  }

  async get(key, ctx) {
    const client = redis();
    const sharedKey = client && versionedKey(key);
    if (!sharedKey) return super.get(key, ctx);
    const local = shared.__moveatlasLocalPages.get(sharedKey);
    if (local) return local.entry;
    try {
      const stored = await client.getBuffer(sharedKey);
      // Pages prerendered at build come from the build's own files; they show no data.
      if (!stored) {
        const built = await super.get(key, ctx);
        return built && built.lastModified <= this.builtAt ? built : null;
      }
      const entry = deserialize(stored);
      shared.__moveatlasLocalPages.set(sharedKey, { entry, size: stored.length });
      return entry;
    } catch {
      return null;
    }
  }

  async set(key, data, ctx) {
    if (data?.status === 404) return;
    const client = redis();
    const sharedKey = client && versionedKey(key);
    if (!sharedKey) return super.set(key, data, ctx);
    if (!data) return;
    const entry = { value: data, lastModified: Date.now(), cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl };
    const stored = serialize(entry);
    shared.__moveatlasLocalPages.set(sharedKey, { entry, size: stored.length });
    await client.set(sharedKey, stored, "EX", TTL_SECONDS).catch(() => undefined);
  }
}
