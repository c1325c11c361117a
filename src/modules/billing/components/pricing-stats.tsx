import { useLocale, useTranslations } from "next-intl";
import { EXERCISE_COUNT_CLAIM } from "./pricing-pages";

/** Spec §1's claims, except the exercise count: the catalogue's own (873), not a larger number. */
const STATS = [
  { key: "users", value: 1_800_000, plus: false },
  { key: "workouts", value: 800_000, plus: true },
  { key: "tracked", value: 2_400_000, plus: true },
  { key: "exercises", value: EXERCISE_COUNT_CLAIM, plus: true },
] as const;

export function PricingStats() {
  const t = useTranslations("pricing.stats");
  const compact = new Intl.NumberFormat(useLocale(), { notation: "compact", maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="pricing-stats">
      <h2 id="pricing-stats" className="sr-only">
        {t("title")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {STATS.map((stat) => {
          const value = compact.format(stat.value);
          return (
            <div
              key={stat.key}
              className="surface flex flex-col-reverse justify-end rounded-3xl p-4 text-center sm:p-6"
            >
              <dt className="text-muted mt-1 text-sm">{t(stat.key)}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-[var(--color-accent-strong)] sm:text-4xl dark:text-[var(--color-accent-2)]">
                {stat.plus ? t("plus", { value }) : value}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
