import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from "@/config/locales";

/**
 * The caches the service worker fills at run time (src/app/sw.ts). Pages and API answers may hold
 * what a signed-in user saw, so signing out empties them; the precache (code, icons, the offline
 * page) holds nothing personal and stays.
 */
export const OFFLINE_CACHES = {
  pages: "pages",
  api: "api",
  images: "images",
  assets: "static-assets",
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
