import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";

const POINTS = ["log", "records", "volume", "map"] as const;

/** What tracking offers, for users without Premium (spec §6: tracking is Premium). */
export async function TrainingPitch() {
  const t = await getTranslations("training.premium");
  return (
    <section aria-labelledby="pitch-title" className="surface mx-auto max-w-2xl rounded-3xl p-6 sm:p-10">
      <h1 id="pitch-title" className="text-3xl font-bold">
        {t("title")}
      </h1>
      <p className="mt-3 text-lg text-[var(--muted)]">{t("body")}</p>
      <ul className="mt-6 space-y-3">
        {POINTS.map((point) => (
          <li key={point} className="flex items-start gap-3">
            <span
              aria-hidden
              className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-sm text-white"
            >
              ✓
            </span>
            <span>{t(`points.${point}`)}</span>
          </li>
        ))}
      </ul>
      <Link
        href="/pricing"
        className="mt-8 inline-flex min-h-12 items-center rounded-full bg-[var(--color-accent-strong)] px-7 text-lg font-semibold text-white hover:bg-[var(--color-accent-deep)]"
      >
        {t("cta")}
      </Link>
    </section>
  );
}
