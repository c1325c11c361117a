"use client";

import { useSyncExternalStore } from "react";

export type Theme = "system" | "light" | "dark";
const STORAGE_KEY = "theme";

/** Runs first in <body>, before the first paint, so a chosen theme never flashes the other one. */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("${STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.classList.add(t)}catch(e){}`;

function readTheme(): Theme {
  const classes = document.documentElement.classList;
  return classes.contains("dark") ? "dark" : classes.contains("light") ? "light" : "system";
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function applyTheme(theme: Theme) {
  const classes = document.documentElement.classList;
  classes.remove("light", "dark");
  if (theme !== "system") classes.add(theme);
  try {
    if (theme === "system") localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

/** Light, dark, or the system's choice; remembered on this device. */
export function ThemeMenu({ labels }: { labels: Record<Theme | "label", string> }) {
  const theme = useSyncExternalStore(subscribe, readTheme, () => "system" as Theme);
  // Usable once hydrated: a choice made before that would be undone by hydration.
  const ready = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <label className="relative">
      <span className="sr-only">{labels.label}</span>
      <select
        value={theme}
        disabled={!ready}
        onChange={(event) => applyTheme(event.target.value as Theme)}
        className="appearance-none rounded-full border border-[var(--border)] bg-[var(--surface)] py-1.5 ps-3 pe-7 text-sm font-medium hover:border-[var(--color-accent)]"
      >
        {(["system", "light", "dark"] as const).map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
      <svg
        aria-hidden
        viewBox="0 0 12 12"
        className="pointer-events-none absolute end-2.5 top-1/2 h-3 w-3 -translate-y-1/2"
      >
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </label>
  );
}
