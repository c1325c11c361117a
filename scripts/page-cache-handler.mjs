// Next's own file-system page cache, except that a 404 is never stored. Pages rendered on first
// request (docs/decisions/0008) would otherwise keep every invented URL's 'Page not Found' on disk for
// good; scripts/server.mjs also tells browsers and CDNs not to keep them.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// Next 16 exposes no public base class for a cache handler; this is the one `next start` uses itself.
const { default: FileSystemCache } = require("next/dist/server/lib/incremental-cache/file-system-cache.js");

export default class PageCache extends FileSystemCache {
  async set(key, data, context) {
    if (data?.status === 404) return;
    return super.set(key, data, context);
  }
}
