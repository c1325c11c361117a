"use client";

import { useTranslations } from "next-intl";
import { SITE_NAME } from "@/config/site";
import { Link } from "@/i18n/navigation";

/**
 * Spec §8: an unknown workout says 'This workout does not exist' (with a 404). A client component:
 * Next renders this boundary beside the page, before the page has set the request's locale.
 */
export default function WorkoutNotFound() {
  const t = useTranslations("errors");
  return (
    <section className="mx-auto max-w-lg py-20 text-center">
      <title>{`${t("workoutNotFound")} | ${SITE_NAME}`}</title>
      <p className="text-6xl font-black text-[var(--color-accent-strong)]">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t("workoutNotFound")}</h1>
      <Link
        href="/workouts"
        className="mt-8 inline-block rounded-full bg-[var(--text)] px-5 py-2.5 font-semibold text-[var(--bg)]"
      >
        {t("allWorkouts")}
      </Link>
    </section>
  );
}
