"use client";

import clsx from "clsx";
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

const WIDE = "(min-width: 1024px)";
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/**
 * Content shown in place on wide screens and as a slide-in drawer below 1024 px, opened by a
 * trigger button. While closed on a narrow screen the content is inert (not focusable, not read).
 * Give it a key per page so that following a link from inside closes it.
 */
export function Drawer({
  trigger,
  title,
  closeLabel,
  children,
}: {
  trigger: ReactNode;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const hidden = !wide && !open;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="surface flex w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-start font-semibold lg:hidden"
      >
        {trigger}
      </button>
      {open && !wide && <div aria-hidden className="fixed inset-0 z-40 bg-black/40" onClick={() => setOpen(false)} />}
      <div
        role={wide ? undefined : "dialog"}
        aria-modal={wide ? undefined : open}
        aria-label={wide ? undefined : title}
        inert={hidden}
        className={clsx(
          "max-lg:fixed max-lg:inset-y-0 max-lg:start-0 max-lg:z-50 max-lg:w-[min(92vw,420px)] max-lg:overflow-y-auto max-lg:bg-[var(--bg)] max-lg:p-4 max-lg:shadow-2xl max-lg:transition-[translate,visibility]",
          // Position by `open` alone, so the server's render is already off-canvas on narrow screens.
          // Closed, it is not drawn at all (once it has slid out): off-canvas, its shadow and its
          // edge would still fall across the side of the page.
          open ? "max-lg:translate-x-0" : "max-lg:invisible max-lg:-translate-x-full max-lg:rtl:translate-x-full",
        )}
      >
        <div className="mb-3 flex items-center justify-between lg:hidden">
          <p className="font-bold">{title}</p>
          <button
            ref={closeButton}
            type="button"
            onClick={() => setOpen(false)}
            className="rounded-full border border-[var(--border)] px-3 py-1 text-sm font-semibold"
          >
            {closeLabel}
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
