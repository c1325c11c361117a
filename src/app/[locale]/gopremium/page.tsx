import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { localizedAlternates } from "@/i18n/alternates";
import { Link } from "@/i18n/navigation";
import { FALLBACK_PRICES } from "@/modules/billing/plans";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "premium" });
  return { title: t("title"), description: t("description"), alternates: localizedAlternates("/gopremium", locale) };
}

export default async function GoPremiumPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "premium" });
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
  const perks = ["perk1", "perk2", "perk3", "perk4", "perk5", "perk6", "perk7", "perk8"] as const;
  return (
    <article className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("title")}</h1>
      <p className="text-muted mt-2 text-lg">{t("description")}</p>
      <section className="surface mt-6 rounded-2xl p-5" aria-labelledby="perks-heading">
        <h2 id="perks-heading" className="text-lg font-bold">
          {t("perks")}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {perks.map((perk) => (
            <li key={perk} className="flex items-center gap-2">
              <span aria-hidden className="h-2 w-2 rounded-full bg-[var(--color-accent)]" />
              {t(perk)}
            </li>
          ))}
        </ul>
        <p className="text-muted mt-4 text-sm">
          {t("trial", { monthly: money.format(FALLBACK_PRICES.monthly), annual: money.format(FALLBACK_PRICES.annual) })}
        </p>
      </section>
      <p className="mt-6">{t("soon")}</p>
      <Link
        href="/exercises/chest"
        className="mt-4 inline-block rounded-full bg-[var(--text)] px-5 py-2.5 font-semibold text-[var(--bg)]"
      >
        {t("browse")}
      </Link>
    </article>
  );
}
