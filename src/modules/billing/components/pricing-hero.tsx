import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CheckIcon } from "./pricing-icons";
import { useCount } from "./pricing-texts";

/** The top of every sales page: a soft accent glow, the eyebrow, the title, the promise and an action. */
export function PricingHero({
  eyebrow,
  title,
  subtitle,
  children,
  aside,
}: {
  eyebrow: string;
  title: ReactNode;
  subtitle: string;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="relative isolate -mx-4 -mt-6 overflow-hidden px-4 pt-10 pb-12 sm:pt-16">
      <div
        aria-hidden
        className="absolute inset-x-0 -top-24 -z-10 h-[28rem] bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--color-accent)_22%,transparent),transparent)]"
      />
      <div
        className={
          aside
            ? "mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.1fr_1fr]"
            : "mx-auto max-w-3xl text-center"
        }
      >
        <div>
          <p className="inline-flex rounded-full border border-[var(--border)] bg-[var(--surface)] px-3 py-1 text-xs font-bold tracking-wide text-[var(--color-accent-strong)] uppercase dark:text-[var(--color-accent-2)]">
            {eyebrow}
          </p>
          <h1 className="mt-4 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="text-muted mt-4 text-lg leading-relaxed text-pretty">{subtitle}</p>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}

/** Trial, cancellation and refund in one reassuring line of ticks. */
export function TrustPoints({
  trialDays,
  moneyBackDays,
  centered = true,
}: {
  trialDays: number;
  moneyBackDays: number;
  centered?: boolean;
}) {
  const t = useTranslations("pricing.trust");
  const count = useCount();
  const points = [t("trial", { days: count(trialDays) }), t("cancel"), t("refund", { days: count(moneyBackDays) })];
  return (
    <ul className={`text-muted mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm ${centered ? "justify-center" : ""}`}>
      {points.map((point) => (
        <li key={point} className="flex items-center gap-1.5">
          <CheckIcon className="h-4 w-4 text-emerald-600 dark:text-emerald-400" />
          {point}
        </li>
      ))}
    </ul>
  );
}
