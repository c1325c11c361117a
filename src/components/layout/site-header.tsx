import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SITE_NAME } from "@/config/site";
import { Link } from "@/i18n/navigation";

/** The header; `actions` holds feature controls the app places in it (search). */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  const t = useTranslations();
  return (
    <header className="sticky top-0 z-30 border-b border-[var(--border)] bg-[var(--surface)]/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <span aria-hidden className="inline-block h-6 w-6 rounded-full bg-[var(--color-accent)]" />
          {SITE_NAME}
        </Link>
        <nav aria-label={t("site.mainNav")} className="flex items-center gap-2 text-sm font-medium">
          {actions}
          <Link href="/exercises/chest" className="rounded-full px-3 py-2 hover:bg-[var(--bg)] max-sm:hidden">
            {t("nav.exercises")}
          </Link>
          <Link href="/workouts" className="rounded-full px-3 py-2 hover:bg-[var(--bg)] max-sm:hidden">
            {t("nav.workouts")}
          </Link>
        </nav>
      </div>
    </header>
  );
}
