"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { AdContent } from "@/modules/billing/dto";
import { useSearchStore } from "./search-store";

// The overlay (and its dialog library) loads when first wanted, not with every page.
const loadOverlay = () => import("./search-overlay");
const SearchOverlay = lazy(() => loadOverlay().then((module) => ({ default: module.SearchOverlay })));

const SMALL_SCREEN = "(max-width: 639px)";
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** The header's search button (and "/" shortcut), opening the overlay that fits the screen. */
export function SearchLauncher({ ad }: { ad: AdContent }) {
  const t = useTranslations("search");
  const mobile = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
  const open = () => useSearchStore.getState().open(window.matchMedia(SMALL_SCREEN).matches);
  // Once opened, the overlay stays mounted; closing it hands focus back to this button.
  const opened = useSearchStore((state) => state.isOpened || state.mobileIsOpened);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (opened && !wanted) setWanted(true);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest("input, textarea, [contenteditable=true]");
      if (event.key === "/" && !typing) {
        event.preventDefault();
        open();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={open}
        onPointerEnter={() => void loadOverlay()}
        onFocus={() => void loadOverlay()}
        className="flex items-center gap-2 rounded-full border border-[var(--border)] px-3 py-1.5 text-sm font-medium hover:border-[var(--color-accent)]"
      >
        <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="9" cy="9" r="6" />
          <path d="m14 14 4 4" strokeLinecap="round" />
        </svg>
        <span className="max-sm:sr-only">{t("open")}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchOverlay mobile={mobile} ad={ad} returnFocus={() => button.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}
