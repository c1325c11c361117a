"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

/** Spec §2: v2's urgency count, a random number between 100 and 3000. */
export const JOINED_MIN = 100;
export const JOINED_MAX = 3000;

export const drawJoinedCount = (random: () => number = Math.random) =>
  JOINED_MIN + Math.floor(random() * (JOINED_MAX - JOINED_MIN + 1));

let drawn: number | null = null;
const noChanges = () => () => undefined;
const browserCount = () => (drawn ??= drawJoinedCount());
const serverCount = () => null;

/** Drawn once per visit in the browser, after hydration, so the server's page is the same for everyone. */
export function JoinedToday() {
  const t = useTranslations("pricing.landing.v2");
  const count = useSyncExternalStore(noChanges, browserCount, serverCount);
  return (
    <p
      data-testid="joined-today"
      className="inline-flex min-h-8 items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-950 dark:bg-emerald-900/50 dark:text-emerald-50"
    >
      <span aria-hidden className="relative flex h-2.5 w-2.5">
        <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-500 opacity-60 motion-reduce:hidden" />
        <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-emerald-600" />
      </span>
      <span className={count === null ? "invisible" : undefined}>{t("joined", { count: count ?? JOINED_MAX })}</span>
    </p>
  );
}
