import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const config: NextConfig = {
  // A second build beside the default one (parallel test runs on one checkout) names its own folder.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // PGlite loads its WASM and extension bundles from its own package folder at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "@resvg/resvg-js"],
  poweredByHeader: false,
  // Cached pages get one ETag per server from the proxy (src/lib/page-version.ts); Next would hash
  // every page body per request.
  generateEtags: false,
  // Next's file-system page cache, except that a 404 is never stored (invented URLs would fill the disk).
  cacheHandler: path.join(process.cwd(), "scripts/page-cache-handler.mjs"),
  async headers() {
    // Sprite file names carry their content hash, so they never change under a URL.
    return [
      { source: "/bodymap/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
  reactStrictMode: true,
};

export default withNextIntl(config);
