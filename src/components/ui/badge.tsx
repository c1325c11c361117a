import clsx from "clsx";
import type { ReactNode } from "react";

const TONES = {
  novice: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
  beginner: "bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100",
  intermediate: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  advanced: "bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100",
  neutral: "bg-[var(--bg)] text-[var(--text)] border border-[var(--border)]",
  accent: "bg-[var(--color-accent-strong)] text-white",
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={clsx("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", TONES[tone])}>
      {children}
    </span>
  );
}
