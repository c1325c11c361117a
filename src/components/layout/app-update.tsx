"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { OFFLINE_CACHES, offlinePagePath } from "@/lib/offline-caches";

type Worker = import("@serwist/window").Serwist;

/** After the page has loaded and gone quiet, so installing never competes with what the visitor came for. */
function whenIdle(run: () => void) {
  const later = () =>
    "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 1);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}

/** A page kept less than this long ago is not fetched again just to keep it. */
const KEPT_FRESH_MS = 60 * 60 * 1000;
const AS_PAGE = { headers: { accept: "text/html" } };

/**
 * Asks the worker to keep a page. Pages reached inside the app arrive as React payloads, not as the page a
 * reload without a connection asks for, so each one shown is fetched once more, at most hourly.
 */
async function keepPage(href: string) {
  const worker = (await navigator.serviceWorker.ready).active;
  const url = href.split("#")[0] ?? href;
  const kept = await caches.match(url, { cacheName: OFFLINE_CACHES.pages, ignoreVary: true });
  const keptAt = Date.parse(kept?.headers.get("date") ?? "");
  if (kept && Date.now() - keptAt < KEPT_FRESH_MS) return;
  worker?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [[url, AS_PAGE]] } });
}

/**
 * Registers the service worker (src/app/sw.ts) and keeps this page for offline use; when a new version
 * is waiting, asks whether to update (spec §1): yes activates it and reloads once it controls the page,
 * no leaves the running version until the next visit.
 */
export function AppUpdate({ enabled }: { enabled: boolean }) {
  const t = useTranslations("appUpdate");
  const locale = useLocale();
  const pathname = usePathname();
  const worker = useRef<Worker | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    // `next dev` builds no worker.
    if (!enabled || !("serviceWorker" in navigator)) return;
    whenIdle(async () => {
      try {
        const { Serwist } = await import("@serwist/window");
        const serwist = new Serwist("/sw.js", { scope: "/" });
        worker.current = serwist;
        serwist.addEventListener("waiting", () => setWaiting(true));
        await serwist.register();
        // The page itself is kept by keepPage below; the offline page in this language, here.
        const ready = await navigator.serviceWorker.ready;
        ready.active?.postMessage({
          type: "CACHE_URLS",
          payload: { urlsToCache: [[offlinePagePath(`/${locale}/`), AS_PAGE]] },
        });
      } catch (error) {
        console.warn("The service worker could not be registered", error);
      }
    });
  }, [enabled, locale]);

  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    keepPage(location.href).catch((error: unknown) => console.warn("Could not keep the page for offline use", error));
  }, [enabled, pathname]);

  if (!waiting) return null;

  const update = () => {
    const serwist = worker.current;
    if (!serwist) return;
    setUpdating(true);
    serwist.addEventListener("controlling", () => location.reload());
    serwist.messageSkipWaiting();
  };

  return (
    <div className="fixed inset-x-0 bottom-4 z-50 flex justify-center px-4" role="status">
      <div className="surface flex max-w-md flex-wrap items-center gap-3 rounded-2xl p-4 shadow-lg">
        <p className="min-w-40 flex-1 font-medium">{t("ready")}</p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setWaiting(false)} disabled={updating}>
            {t("later")}
          </Button>
          <Button onClick={update} busy={updating}>
            {t("update")}
          </Button>
        </div>
      </div>
    </div>
  );
}
