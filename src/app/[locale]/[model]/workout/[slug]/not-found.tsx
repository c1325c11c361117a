import { useTranslations } from "next-intl";
import { SITE_NAME } from "@/config/site";
import { Link } from "@/i18n/navigation";

/** Spec §8: an unknown workout says 'This workout does not exist' (with a 404). */
export default function WorkoutNotFound() {
  const t = useTranslations("workouts");
  return (
    <section className="mx-auto max-w-lg py-20 text-center">
      <title>{`${t("detail.notFound")} | ${SITE_NAME}`}</title>
      <p className="text-6xl font-black text-[var(--color-accent-strong)]">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t("detail.notFound")}</h1>
      <Link
        href="/workouts"
        className="mt-8 inline-block rounded-full bg-[var(--text)] px-5 py-2.5 font-semibold text-[var(--bg)]"
      >
        {t("detail.backToList")}
      </Link>
    </section>
  );
}
