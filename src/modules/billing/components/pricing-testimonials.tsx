import { useTranslations } from "next-intl";

const VOICES = ["one", "two", "three"] as const;

/** Three short words from members, each with a first name and a city. */
export function PricingTestimonials() {
  const t = useTranslations("pricing.testimonials");
  return (
    <section aria-labelledby="pricing-voices">
      <h2 id="pricing-voices" className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
        {t("title")}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {VOICES.map((voice) => (
          <li key={voice}>
            <figure className="surface flex h-full flex-col rounded-3xl p-6">
              <span aria-hidden className="text-4xl leading-none font-black text-[var(--color-accent-2)]">
                “
              </span>
              <blockquote className="mt-1 flex-1 leading-relaxed">{t(`${voice}.quote`)}</blockquote>
              <figcaption className="mt-4 flex items-center gap-3 text-sm">
                <span
                  aria-hidden
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-[var(--color-accent-3)] font-bold text-[var(--color-accent-deep)]"
                >
                  {t(`${voice}.name`).slice(0, 1)}
                </span>
                <span>
                  <span className="block font-semibold">{t(`${voice}.name`)}</span>
                  <span className="text-muted">{t(`${voice}.city`)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
