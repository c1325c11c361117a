"use client";

import * as Menu from "@radix-ui/react-dropdown-menu";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { SessionUserDto } from "../dto";

const itemClass =
  "flex min-h-11 cursor-pointer items-center rounded-xl px-3 text-sm font-medium outline-none data-[highlighted]:bg-[var(--bg)]";

/** The signed-in user's menu: their address, My workouts, Settings, Sign out. */
export function AccountDropdown({ user, onSignOut }: { user: SessionUserDto; onSignOut: () => void }) {
  const t = useTranslations("userMenu");
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
            <Link href="/training">{t("training")}</Link>
          </Menu.Item>
          <Menu.Item asChild className={itemClass}>
            <Link href="/settings">{t("settings")}</Link>
          </Menu.Item>
          <Menu.Separator className="my-1 h-px bg-[var(--border)]" />
          <Menu.Item className={itemClass} onSelect={() => onSignOut()}>
            {t("signOut")}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
