import { useLocale, useTranslations } from "next-intl";
import { FREE_WORKOUT_LIMIT } from "../entitlements";
import type { PricesDto } from "../prices";
import { formatCount, formatMoney } from "./pricing-price-text";

const QUESTIONS = ["trial", "cancel", "switch", "refund", "payment", "workouts"] as const;

/** The questions people ask before paying, as native disclosure widgets (no script needed). */
export function PricingFaq({ prices, headingLevel = 2 }: { prices: PricesDto; headingLevel?: 2 | 3 }) {
  const t = useTranslations("pricing.faq");
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const values = {
    days: formatCount(prices.trial_days, locale),
    refundDays: formatCount(prices.money_back_days, locale),
    zero: formatMoney(0, prices.monthly.currency, locale),
    limit: formatCount(FREE_WORKOUT_LIMIT, locale),
  };
  return (
    <section aria-labelledby="pricing-faq" className="mx-auto max-w-3xl">
      <Heading id="pricing-faq" className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
        {t("title")}
      </Heading>
      <div className="mt-6 space-y-3">
        {QUESTIONS.map((key) => (
          <details
            key={key}
            name="pricing-faq"
            className="group surface rounded-2xl px-5 open:shadow-sm [&_summary::-webkit-details-marker]:hidden"
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold">
              {t(`${key}.q`)}
              <span
                aria-hidden
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-[var(--bg)] text-lg transition-transform group-open:rotate-45 motion-reduce:transition-none"
              >
                +
              </span>
            </summary>
            <p className="text-muted pb-5 leading-relaxed">{t(`${key}.a`, values)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
