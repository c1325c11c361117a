/// <reference lib="webworker" />
// The service worker, built by `serwist build` (serwist.config.mjs) after `next build` into public/sw.js.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from "serwist";
import { OFFLINE_CACHES, offlinePagePath } from "@/lib/offline-caches";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
/** A slow network answers from the device rather than leave a lifter waiting at the rack. */
const NETWORK_TIMEOUT_SECONDS = 4;
/** Answers that belong to one user: never kept on the way. */
const PRIVATE_API = /^\/api-next\/(auth|user|billing|analytics|workout\/(logs|progress|fatigue|generator))(\/|$)/;

/** Keeps only what may be shown again: whole, successful, and not marked as never to be stored. */
const storable: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.type === "opaque") return null;
    return /no-store/.test(response.headers.get("cache-control") ?? "") ? null : response;
  },
};

const anyway = { ignoreVary: true } as const;

/** Without a connection: a copy kept by "Save for offline" (Premium), in the library or the user's pages. */
const savedCopyOf = (request: Request) => caches.match(request.url, anyway);
const savedCopy: SerwistPlugin = { handlerDidError: ({ request }) => savedCopyOf(request) };

/** A page never opened on this device: a saved copy, else our offline page in the address's language. */
const offlinePage: SerwistPlugin = {
  handlerDidError: async ({ request }) =>
    (await savedCopyOf(request)) ??
    (await caches.match(offlinePagePath(new URL(request.url).pathname), { ...anyway, ignoreSearch: true })) ??
    (await serwist.matchPrecache("/offline")),
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** A page load, or a page the window asks to keep (it sends `Accept: text/html`), never Next's own payloads. */
const isPage = (request: Request) =>
  request.mode === "navigate" ||
  (request.headers.get("accept")?.includes("text/html") === true && !request.headers.has("rsc"));

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // The new worker waits until the user agrees to update (components/layout/app-update.tsx).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: OFFLINE_CACHES.assets,
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY })],
      }),
    },
    {
      matcher: ({ request, url }) => sameOrigin(url) && request.destination === "image",
      handler: new CacheFirst({
        cacheName: OFFLINE_CACHES.images,
        plugins: [storable, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * DAY }), savedCopy],
      }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith("/api-next/") && !PRIVATE_API.test(url.pathname),
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.api,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        // A workout is started from its answer, never stored on the way (`no-store`) but kept by "Save for offline".
        plugins: [storable, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY }), savedCopy],
      }),
    },
    {
      // Pages whose data is fetched by the browser (a client navigation) fall back to a full page load
      // when offline, which lands here.
      matcher: ({ request, url }) => sameOrigin(url) && isPage(request),
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.pages,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        // Next varies pages on its payload headers, which a page load never sends.
        matchOptions: { ignoreVary: true },
        plugins: [
          { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
          new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY }),
          offlinePage,
        ],
      }),
    },
  ],
});

serwist.addEventListeners();
