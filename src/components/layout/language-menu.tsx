"use client";

import { useLocale } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useSyncExternalStore } from "react";
import { LOCALE_LABELS, LOCALES, type Locale } from "@/config/locales";
import { usePathname, useRouter } from "@/i18n/navigation";
import { useAppStore } from "@/lib/app-store";

const noSubscription = () => () => {};

/**
 * Switches the interface language and reloads the current page in it (spec §4). next-intl writes the
 * locale cookie; generated workouts keep their language, so the menu is disabled there.
 */
export function LanguageMenu({ label }: { label: string }) {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const disabled = !ready || pathname.includes("generated-workout");
  return (
    <label className="relative">
      <span className="sr-only">{label}</span>
      <select
        value={locale}
        disabled={disabled}
        onChange={(event) => {
          useAppStore.getState().setLoading(true);
          router.replace(search ? `${pathname}?${search}` : pathname, { locale: event.target.value as Locale });
        }}
        className="appearance-none rounded-full border border-[var(--border)] bg-[var(--surface)] py-1.5 ps-3 pe-7 text-sm font-medium hover:border-[var(--color-accent)] disabled:opacity-50"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_LABELS[option]}
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
