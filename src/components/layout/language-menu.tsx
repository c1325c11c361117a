"use client";

import { useLocale } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useSyncExternalStore } from "react";
import { LOCALE_LABELS, LOCALES, type Locale } from "@/config/locales";
import { usePathname, useRouter } from "@/i18n/navigation";
import { useAppPreferences, useAppStore } from "@/lib/app-store";
import { SelectMenu } from "../ui/select-menu";

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
    <SelectMenu
      label={label}
      value={locale}
      disabled={disabled}
      options={LOCALES.map((option) => ({ value: option, label: LOCALE_LABELS[option], lang: option }))}
      onChange={(next) => {
        useAppPreferences.getState().chooseLocale(next);
        useAppStore.getState().setLoading(true);
        router.replace(search ? `${pathname}?${search}` : pathname, { locale: next });
      }}
    />
  );
}
