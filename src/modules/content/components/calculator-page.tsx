import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Locale } from "@/config/locales";
import { Link } from "@/i18n/navigation";
import { CalculatorMessages } from "./calculators/calculator-messages";

/**
 * A calculator page: title and purpose, the form with its results, then how the numbers are worked
 * out and where the method comes from.
 */
export async function CalculatorPage({
  locale,
  title,
  description,
  form,
  how,
  formulas,
  source,
}: {
  locale: Locale;
  title: string;
  description: string;
  form: ReactNode;
  how: string[];
  formulas: string[];
  source: string;
}) {
  const t = await getTranslations({ locale, namespace: "content.calculators.common" });
  return (
    <article className="mx-auto max-w-5xl">
      <p className="text-sm">
        <Link href="/calculators" className="text-link">
          {t("allCalculators")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight [overflow-wrap:anywhere] hyphens-auto sm:text-3xl">
        {title}
      </h1>
      <p className="text-muted mt-2 max-w-3xl text-lg">{description}</p>
      <div className="mt-6">
        <CalculatorMessages>{form}</CalculatorMessages>
      </div>
      <section aria-labelledby="how-it-works" className="mt-10 max-w-3xl">
        <h2 id="how-it-works" className="text-xl font-bold">
          {t("howTitle")}
        </h2>
        {how.map((paragraph) => (
          <p key={paragraph} className="mt-3 leading-relaxed">
            {paragraph}
          </p>
        ))}
        <h3 className="mt-6 font-bold">{t("formula")}</h3>
        <div className="mt-2 rounded-xl border border-[var(--border)] bg-[var(--bg)] px-4 py-3 font-mono text-sm leading-7">
          {formulas.map((formula) => (
            <p key={formula}>{formula}</p>
          ))}
        </div>
        <h3 className="mt-6 font-bold">{t("source")}</h3>
        <p className="text-muted mt-2 text-sm leading-relaxed">{source}</p>
      </section>
    </article>
  );
}
