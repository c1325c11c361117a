"use client";

import * as Menu from "@radix-ui/react-dropdown-menu";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { localePath } from "@/config/locales";
import { Link, usePathname } from "@/i18n/navigation";
import { useAppPreferences } from "@/lib/app-store";
import { accountApi } from "../client/account-api";
import { rehydrateAccountStores, useUserStore } from "../client/stores";
import { useSessionSync } from "../client/use-session";
import { useSignOut } from "./settings/use-sign-out";

const itemClass =
  "flex min-h-11 cursor-pointer items-center rounded-xl px-3 text-sm font-medium outline-none data-[highlighted]:bg-[var(--bg)]";

/**
 * The header's account corner: 'Sign in' for visitors, a menu for users. It also keeps the device's
 * user in step with the server and copies a language chosen in the menu into the profile.
 */
export function UserMenu() {
  const t = useTranslations("userMenu");
  const locale = useLocale();
  const pathname = usePathname();
  const hydrated = useUserStore((state) => state.hydrated);
  const user = useUserStore((state) => state.user);
  const chosenLocale = useAppPreferences((state) => state.locale);
  const { signOut } = useSignOut(localePath(locale, "/"));
  useEffect(rehydrateAccountStores, []);
  useSessionSync(locale);

  useEffect(() => {
    if (!user || !chosenLocale || chosenLocale !== locale || user.profile.language === locale) return;
    accountApi
      .updateProfile(user.pk, { language: locale })
      .then((updated) => useUserStore.getState().setUser(updated))
      .catch((error: unknown) => console.warn("The profile language was not updated", error));
  }, [user, chosenLocale, locale]);

  if (!hydrated) return <span aria-hidden className="inline-block h-9 w-9" />;
  if (!user) {
    const onAuthPage = pathname.startsWith("/auth/");
    return (
      <Link
        href={{
          pathname: "/auth/signin",
          query: onAuthPage || pathname === "/" ? {} : { callbackUrl: localePath(locale, pathname) },
        }}
        className="flex h-9 items-center gap-1.5 rounded-full bg-[var(--color-accent-strong)] px-2.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-[var(--color-accent)] sm:px-3.5"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4 sm:hidden">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="max-sm:sr-only">{t("signIn")}</span>
      </Link>
    );
  }
  const initials =
    `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={t("menu")}
        className="flex h-9 w-9 items-center justify-center rounded-full bg-[var(--color-accent-strong)] text-sm font-bold text-white"
      >
        {initials}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="surface z-50 min-w-56 rounded-2xl border border-[var(--border)] p-1.5 shadow-xl"
        >
          <Menu.Label className="text-muted truncate px-3 py-2 text-xs">{user.email}</Menu.Label>
          <Menu.Item asChild className={itemClass}>
            <Link href="/my-workouts">{t("myWorkouts")}</Link>
          </Menu.Item>
          <Menu.Item asChild className={itemClass}>
            <Link href="/settings">{t("settings")}</Link>
          </Menu.Item>
          <Menu.Separator className="my-1 h-px bg-[var(--border)]" />
          <Menu.Item className={itemClass} onSelect={() => void signOut()}>
            {t("signOut")}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
