"use client";

import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { localePath } from "@/config/locales";
import { Link, usePathname } from "@/i18n/navigation";
import { useAppPreferences } from "@/lib/app-store";
import { accountApi } from "../client/account-api";
import { rehydrateAccountStores, useUserStore } from "../client/stores";
import { useSessionSync } from "../client/use-session";
import { useSignOut } from "./settings/use-sign-out";

// Visitors never download the menu: it loads once someone is signed in.
const AccountDropdown = dynamic(() => import("./account-dropdown").then((module) => module.AccountDropdown), {
  ssr: false,
  loading: () => <span aria-hidden className="inline-block h-9 w-9 rounded-full bg-[var(--color-accent-strong)]" />,
});

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
        // Signing in is rare: fetching the form's code for every visitor is not worth it.
        prefetch={false}
        href={{
          pathname: "/auth/signin",
          query: onAuthPage || pathname === "/" ? {} : { callbackUrl: localePath(locale, pathname) },
        }}
        className="flex h-9 items-center gap-1.5 rounded-full bg-[var(--color-accent-strong)] px-2.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-[var(--color-accent-deep)] sm:px-3.5"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4 sm:hidden">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="max-sm:sr-only">{t("signIn")}</span>
      </Link>
    );
  }
  return <AccountDropdown user={user} onSignOut={() => void signOut()} />;
}
