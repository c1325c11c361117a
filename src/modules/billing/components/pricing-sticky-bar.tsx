"use client";

import { useEffect, useState } from "react";
import type { Plan } from "../prices";
import { useIsPremium } from "../premium";
import { PricingCta, type PricingCtaProps } from "./pricing-cta";
import { usePricingPeriod } from "./pricing-period";

type Props = {
  /** The element whose leaving the screen (upwards) brings the bar in: the hero's button. */
  after: string;
  /** The element whose arrival sends it away again: the closing offer, so the two never show together. */
  before: string;
  label: string;
  eyebrow: string;
  prices: Record<Plan, { amount: string; unit: string; note: string }>;
  cta: PricingCtaProps;
};

/**
 * The offer kept in reach while reading: a bar at the bottom on phones (under the thumb), a strip
 * under the header on wide screens. Hidden for Premium users.
 */
export function PricingStickyBar({ after, before, label, eyebrow, prices, cta }: Props) {
  const premium = useIsPremium();
  const { plan } = usePricingPeriod();
  const [passedHero, setPassedHero] = useState(false);
  const [reachedEnd, setReachedEnd] = useState(false);

  useEffect(() => {
    const hero = document.getElementById(after);
    const end = document.getElementById(before);
    if (!hero || !end) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const above = entry.boundingClientRect.bottom <= 0;
        if (entry.target === hero) setPassedHero(!entry.isIntersecting && above);
        // The closing offer counts from the moment its top enters the screen, and while above it.
        else setReachedEnd(entry.isIntersecting || above);
      }
    });
    observer.observe(hero);
    observer.observe(end);
    return () => observer.disconnect();
  }, [after, before]);

  if (premium || !passedHero || reachedEnd) return null;
  const price = prices[plan];
  return (
    <aside
      aria-label={label}
      data-testid="pricing-sticky-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-[var(--border)] bg-[var(--surface)]/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur transition-[translate,opacity] duration-300 motion-reduce:transition-none max-lg:starting:translate-y-full lg:top-14 lg:bottom-auto lg:border-t-0 lg:border-b lg:py-2 lg:shadow-[0_4px_16px_rgb(0_0_0/0.06)] starting:opacity-0 lg:starting:-translate-y-2"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <div className="flex min-w-0 flex-1 flex-col lg:flex-row lg:items-baseline lg:gap-3">
          <p className="text-xs font-bold tracking-wide text-[var(--color-accent-strong)] uppercase dark:text-[var(--color-accent-2)]">
            {eyebrow}
          </p>
          <p className="truncate text-sm">
            <span className="text-lg font-extrabold">{price.amount}</span>{" "}
            <span className="text-muted">{price.unit}</span>
          </p>
          <p className="text-muted truncate text-sm max-lg:hidden">{price.note}</p>
        </div>
        <div className="shrink-0">
          <PricingCta
            {...cta}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-[var(--color-accent-strong)] px-5 text-sm font-bold text-white hover:bg-[var(--color-accent-deep)] disabled:cursor-wait disabled:opacity-70 lg:px-6"
          />
        </div>
      </div>
    </aside>
  );
}
