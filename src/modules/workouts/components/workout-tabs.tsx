import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { Link } from "@/i18n/navigation";

/** Our workouts and my workouts, as two tabs of one list (spec §2). */
export async function WorkoutTabs({ locale, current }: { locale: Locale; current: "ours" | "mine" }) {
  const t = await getTranslations({ locale, namespace: "workouts.tabs" });
  const tab = (key: "ours" | "mine", href: string) => (
    <Link
      href={href}
      // My workouts is per user and behind sign-in: prefetching it would load its dialogs and forms
      // (Radix, zod, the account forms) into every visit of our list.
      prefetch={key === "mine" ? false : undefined}
      aria-current={current === key ? "page" : undefined}
      className={`inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold ${
        current === key ? "bg-[var(--surface)] shadow-sm" : "text-muted hover:text-[var(--fg)]"
      }`}
    >
      {t(key)}
    </Link>
  );
  return (
    <nav aria-label={t("label")} className="inline-flex rounded-full bg-[var(--bg-strong,rgba(0,0,0,0.05))] p-1">
      {tab("ours", "/workouts")}
      {tab("mine", "/my-workouts")}
    </nav>
  );
}
