// @ts-check
// `serwist build serwist.config.mjs` after `next build` (scripts/build.mjs): bundles src/app/sw.ts into
// public/sw.js with the list of files to precache.
import { serwist } from "@serwist/next/config";

const APP = ".next/server/app/";
const DEFAULT_LOCALE_DIR = `${APP}en-us/`;

export default serwist({
  swSrc: "src/app/sw.ts",
  swDest: "public/sw.js",
  // Code, styles, icons, and the pages prerendered at build in the default language (calculators,
  // policies, about, sign-in, the offline page: about 150 kB compressed). The other languages' pages
  // are kept as they are visited: fourteen languages of each would be megabytes nobody reads.
  precachePrerendered: false,
  globPatterns: [
    ".next/static/**/*.{js,css,woff2,png,svg,ico,webp}",
    "public/{icons,bodymap}/**/*",
    `${DEFAULT_LOCALE_DIR}**/*.html`,
  ],
  manifestTransforms: [
    // The default language has no prefix in addresses (`as-needed`): en-us/about.html is /about.
    async (entries) => ({
      manifest: entries.map((entry) =>
        entry.url.startsWith(DEFAULT_LOCALE_DIR)
          ? { ...entry, url: APP + entry.url.slice(DEFAULT_LOCALE_DIR.length) }
          : entry,
      ),
      warnings: [],
    }),
  ],
  maximumFileSizeToCacheInBytes: 1024 * 1024,
});
