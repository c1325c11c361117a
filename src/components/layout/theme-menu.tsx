"use client";

import { useSyncExternalStore } from "react";
import { SelectMenu } from "../ui/select-menu";

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
    <SelectMenu
      label={labels.label}
      value={theme}
      disabled={!ready}
      options={(["system", "light", "dark"] as const).map((option) => ({ value: option, label: labels[option] }))}
      onChange={applyTheme}
    />
  );
}
