"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { loadHttp } from "@/lib/lazy-http";
import { useHydrated } from "@/lib/use-hydrated";
import { keepForOffline, OFFLINE_CACHES, type DownloadProgress } from "@/lib/offline-caches";
import type { OfflineLibraryDto } from "../dto";

/** What this device holds, remembered between visits. */
type Saved = { locale: string; savedAt: string; bytes: number; pages: number };
const SAVED_KEY = "offline-library";

function readSaved(): Saved | null {
  try {
    return JSON.parse(localStorage.getItem(SAVED_KEY) ?? "null") as Saved | null;
  } catch {
    return null;
  }
}

type Storage = { usage: number; quota: number } | null;
const readStorage = async (): Promise<Storage> => {
  const estimate = await navigator.storage?.estimate?.();
  return estimate?.quota ? { usage: estimate.usage ?? 0, quota: estimate.quota } : null;
};

type State = { step: "idle" } | { step: "saving"; progress: DownloadProgress } | { step: "failed"; failed: number };

/**
 * "Save for offline" (Premium, spec §1): shows the size first and the storage in use, then keeps the
 * whole library in the user's language on this device, with a way to remove it.
 */
export function OfflineLibrary({ allowed }: { allowed: boolean }) {
  const t = useTranslations("offlineLibrary");
  const format = useFormatter();
  const locale = useLocale();
  const [library, setLibrary] = useState<OfflineLibraryDto | null>(null);
  // What is saved opens offline only through the service worker: saving waits until it runs.
  const [workerReady, setWorkerReady] = useState(false);
  const [storage, setStorage] = useState<Storage>(null);
  const hydrated = useHydrated();
  const [savedVersion, setSavedVersion] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again after each save or removal
  const saved = useMemo(() => (hydrated ? readSaved() : null), [hydrated, savedVersion]);
  const [state, setState] = useState<State>({ step: "idle" });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!allowed || typeof caches === "undefined" || !("serviceWorker" in navigator)) return;
    void navigator.serviceWorker.ready.then(() => setWorkerReady(true));
    void readStorage().then(setStorage);
    void loadHttp()
      .then((http) => http.get("/api-next/workout/offline", { searchParams: { locale } }).json<OfflineLibraryDto>())
      .then(setLibrary, (error: unknown) => console.warn("Could not list the offline library", error));
  }, [allowed, locale]);

  const megabytes = (bytes: number) =>
    bytes >= 1e9
      ? format.number(bytes / 1e9, { style: "unit", unit: "gigabyte", maximumFractionDigits: 1 })
      : format.number(bytes / 1e6, { style: "unit", unit: "megabyte", maximumFractionDigits: bytes < 1e7 ? 1 : 0 });

  if (!allowed) {
    return (
      <Frame title={t("title")}>
        <p className="text-muted mt-1">{t("premiumOnly")}</p>
        <Link href="/pricing" className="mt-3 inline-block font-semibold underline">
          {t("upgrade")}
        </Link>
      </Frame>
    );
  }

  const save = async () => {
    if (!library) return;
    const controller = new AbortController();
    abort.current = controller;
    void navigator.storage?.persist?.();
    const shared = [...library.shared, ...library.images];
    const total = shared.length + library.personal.length;
    const report = (offset: number) => (progress: DownloadProgress) =>
      setState({ step: "saving", progress: { ...progress, done: progress.done + offset, total } });
    setState({ step: "saving", progress: { done: 0, total, bytes: 0, failed: 0 } });
    // The user's own workouts and training screens first: stopped early, those still open in the gym.
    const first = await keepForOffline(library.personal, OFFLINE_CACHES.pages, report(0), controller.signal);
    const second = await keepForOffline(
      shared,
      OFFLINE_CACHES.library,
      report(library.personal.length),
      controller.signal,
    );
    // Stopped or not, what was kept is on the device and is said so, with the way to remove it.
    const stopped = controller.signal.aborted;
    const failed = first.failed + second.failed;
    const pages = first.done + second.done - failed;
    if (pages > 0) {
      const kept: Saved = {
        locale: library.locale,
        savedAt: new Date().toISOString(),
        bytes: first.bytes + second.bytes,
        pages,
      };
      localStorage.setItem(SAVED_KEY, JSON.stringify(kept));
      setSavedVersion((version) => version + 1);
    }
    setStorage(await readStorage());
    setState(failed && !stopped ? { step: "failed", failed } : { step: "idle" });
  };

  const remove = async () => {
    abort.current?.abort();
    await caches.delete(OFFLINE_CACHES.library);
    localStorage.removeItem(SAVED_KEY);
    setSavedVersion((version) => version + 1);
    setState({ step: "idle" });
    setStorage(await readStorage());
  };

  return (
    <Frame title={t("title")}>
      <p className="text-muted mt-1">{t("intro")}</p>
      {library ? (
        <p className="mt-3">
          {t("summary", {
            exercises: library.exercises,
            workouts: library.workouts,
            saved: library.saved,
            size: megabytes(library.estimated_bytes),
          })}
        </p>
      ) : null}
      {storage ? (
        <p className="text-muted mt-1 text-sm">
          {t("storage", { used: megabytes(storage.usage), quota: megabytes(storage.quota) })}
        </p>
      ) : null}
      {saved ? (
        <p className="mt-3 font-medium" role="status">
          {t("saved", {
            size: megabytes(saved.bytes),
            pages: saved.pages,
            date: format.dateTime(new Date(saved.savedAt), { dateStyle: "medium", timeStyle: "short" }),
          })}
        </p>
      ) : null}
      {state.step === "saving" ? (
        <div className="mt-4">
          <progress
            className="h-2 w-full appearance-none overflow-hidden rounded-full bg-[var(--border)] [&::-moz-progress-bar]:bg-[var(--color-accent-strong)] [&::-webkit-progress-bar]:bg-[var(--border)] [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-[var(--color-accent-strong)]"
            max={state.progress.total}
            value={state.progress.done}
            aria-label={t("progressLabel")}
          />
          <p className="text-muted mt-1 text-sm" aria-live="polite">
            {t("saving", { done: state.progress.done, total: state.progress.total })}
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => abort.current?.abort()}>
            {t("stop")}
          </Button>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => void save()} disabled={!library || !workerReady}>
            {saved ? t("update") : t("save")}
          </Button>
          {saved ? (
            <Button variant="secondary" onClick={() => void remove()}>
              {t("remove")}
            </Button>
          ) : null}
        </div>
      )}
      {state.step === "failed" ? (
        <p className="mt-3 text-sm text-red-700 dark:text-red-400" role="alert">
          {t("failed", { count: state.failed })}
        </p>
      ) : null}
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="offline-library" className="surface mt-10 rounded-2xl p-5">
      <h2 id="offline-library" className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
