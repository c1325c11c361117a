"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { SITE_NAME } from "@/config/site";
import { OFFLINE_CACHES, offlinePagePath } from "@/lib/offline-caches";

type SavedPage = { path: string; title: string };

const MAX_LISTED = 60;
const TITLE = /<title[^>]*>([^<]*)<\/title>/i;
const SITE_SUFFIX = ` | ${SITE_NAME}`;

function decode(text: string): string {
  const element = document.createElement("textarea");
  element.innerHTML = text;
  return element.value;
}

/** The pages this device keeps, newest first, named by their titles: what opens without a connection. */
async function savedPages(): Promise<SavedPage[]> {
  if (typeof caches === "undefined" || !(await caches.has(OFFLINE_CACHES.pages))) return [];
  const cache = await caches.open(OFFLINE_CACHES.pages);
  const requests = [...(await cache.keys())].reverse().slice(0, MAX_LISTED);
  const pages = await Promise.all(
    requests.map(async (request) => {
      const url = new URL(request.url);
      const elsewhere = url.origin !== location.origin || url.pathname === location.pathname;
      if (elsewhere || url.pathname === offlinePagePath(url.pathname)) return null;
      const html = await (await cache.match(request, { ignoreVary: true }))?.text();
      const title = html ? TITLE.exec(html)?.[1] : undefined;
      return title ? { path: url.pathname + url.search, title: decode(title).replace(SITE_SUFFIX, "") } : null;
    }),
  );
  return pages.filter((page): page is SavedPage => page !== null);
}

export function OfflinePages() {
  const t = useTranslations("offline");
  const [pages, setPages] = useState<SavedPage[] | null>(null);

  useEffect(() => {
    savedPages().then(setPages, (error: unknown) => {
      console.warn("Could not read the pages kept on this device", error);
      setPages([]);
    });
  }, []);

  return (
    <>
      <Button className="mt-5" onClick={() => location.reload()}>
        {t("retry")}
      </Button>
      <section className="surface mt-6 rounded-2xl p-5" aria-labelledby="offline-saved">
        <h2 id="offline-saved" className="text-lg font-bold">
          {t("savedTitle")}
        </h2>
        {pages === null || pages.length === 0 ? (
          // Drawn hidden while the device is read: the footer below stays where it is.
          <p className={`text-muted mt-2 ${pages === null ? "invisible" : ""}`}>{t("savedEmpty")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-[var(--border)]">
            {pages.map((page) => (
              // Plain links: a full page load is what the service worker answers from the device.
              <li key={page.path}>
                <a href={page.path} className="block py-2.5 font-medium hover:text-[var(--color-accent-strong)]">
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
