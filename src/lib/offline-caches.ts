import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from "@/config/locales";

/**
 * The caches the service worker fills at run time (src/app/sw.ts). Pages and API answers may hold
 * what a signed-in user saw, so signing out empties them; the precache (code, icons, pages prerendered
 * at build) holds nothing personal and stays.
 */
export const OFFLINE_CACHES = {
  pages: "pages",
  api: "api",
  images: "images",
  assets: "static-assets",
  /** "Save for offline" (Premium): pages and illustrations the same for everyone, kept until removed. */
  library: "offline-library",
} as const;

export const PRIVATE_CACHES: readonly string[] = [OFFLINE_CACHES.pages, OFFLINE_CACHES.api];

/** The page shown for a page never opened on this device, in the language of the address asked for. */
export function offlinePagePath(pathname: string): string {
  const prefix = pathname.split("/")[1];
  const locale: Locale = isLocale(prefix) ? prefix : DEFAULT_LOCALE;
  return localePath(locale, "/offline");
}

/** Forgets the pages and answers kept for offline use (sign-out, account deletion). */
export async function forgetPrivateCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name)));
}

export type DownloadProgress = { done: number; total: number; bytes: number; failed: number };

const CONCURRENT_DOWNLOADS = 6;

/**
 * Fetches each address and keeps its answer in `cacheName`, a few at a time, reporting progress; the
 * bytes are those stored. Stops early when `signal` aborts.
 */
export async function keepForOffline(
  urls: readonly string[],
  cacheName: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<DownloadProgress> {
  const cache = await caches.open(cacheName);
  const progress: DownloadProgress = { done: 0, total: urls.length, bytes: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < urls.length && !signal?.aborted) {
      const url = urls[next++] as string;
      try {
        const response = await fetch(url, { signal, credentials: "same-origin" });
        if (!response.ok) throw new Error(`${response.status} for ${url}`);
        const body = await response.blob();
        // The body is kept decoded: headers about its transfer would misdescribe it.
        const headers = new Headers(response.headers);
        for (const name of ["content-encoding", "content-length", "transfer-encoding"]) headers.delete(name);
        await cache.put(url, new Response(body, { status: 200, headers }));
        progress.bytes += body.size;
      } catch (error) {
        if (signal?.aborted) return;
        console.warn("Could not keep a page for offline use", error);
        progress.failed += 1;
      }
      progress.done += 1;
      onProgress({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_DOWNLOADS }, worker));
  return progress;
}
