"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import type { Plan } from "../prices";
import { DEFAULT_PLAN } from "./pricing-price-text";

type PeriodState = { plan: Plan; setPlan: (plan: Plan) => void };

const PeriodContext = createContext<PeriodState>({ plan: DEFAULT_PLAN, setPlan: () => undefined });

/** The billing period chosen on a page or in a modal; the toggle, the prices and the buttons follow it. */
export function PricingPeriodProvider({ children, initial = DEFAULT_PLAN }: { children: ReactNode; initial?: Plan }) {
  const [plan, setPlan] = useState<Plan>(initial);
  return <PeriodContext value={{ plan, setPlan }}>{children}</PeriodContext>;
}

export const usePricingPeriod = () => useContext(PeriodContext);

export type PricingToggleLabels = { legend: string; monthly: string; annual: string; save: string | null };

/**
 * Monthly or Annual as a pair of radio buttons (arrow keys move between them), the annual one with
 * the yearly saving. Sized to sit in a page section or a modal header alike.
 */
export function PricingToggle({ labels, name = "billing-period" }: { labels: PricingToggleLabels; name?: string }) {
  const { plan, setPlan } = usePricingPeriod();
  const option = (value: Plan, text: string, badge: string | null) => (
    <label className="relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold text-[var(--muted)] transition-colors has-[:checked]:bg-[var(--surface)] has-[:checked]:text-[var(--text)] has-[:checked]:shadow-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--color-accent)]">
      <input
        type="radio"
        name={name}
        value={value}
        checked={plan === value}
        onChange={() => setPlan(value)}
        className="sr-only"
      />
      {text}
      {badge ? (
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100">
          {badge}
        </span>
      ) : null}
    </label>
  );
  return (
    <fieldset className="inline-flex rounded-full border border-[var(--border)] bg-[var(--bg)] p-1">
      <legend className="sr-only">{labels.legend}</legend>
      {option("monthly", labels.monthly, null)}
      {option("annual", labels.annual, labels.save)}
    </fieldset>
  );
}

/** The texts of one plan's price block, worded and formatted by the server (or the modal's translator). */
export type PlanPriceText = {
  amount: string;
  unit: string;
  insteadOf: { price: string; label: string } | null;
  billing: string;
  trial: string;
  label: string;
};

/** The price of the chosen period: big monthly figure, how it is billed, the trial and the plan's label. */
export function PlanPrice({ texts, size = "large" }: { texts: Record<Plan, PlanPriceText>; size?: "large" | "small" }) {
  const { plan } = usePricingPeriod();
  const text = texts[plan];
  return (
    <div data-testid="plan-price" data-plan={plan} aria-live="polite">
      <p className="flex flex-wrap items-baseline gap-x-2">
        {text.insteadOf ? (
          <s className="text-muted text-lg font-semibold">
            <span className="sr-only">{text.insteadOf.label} </span>
            {text.insteadOf.price}
          </s>
        ) : null}
        <span className={`${size === "large" ? "text-5xl" : "text-3xl"} font-extrabold tracking-tight`}>
          {text.amount}
        </span>
        <span className="text-muted text-base font-medium">{text.unit}</span>
      </p>
      <p className="text-muted mt-1 text-sm">{text.billing}</p>
      <p className="mt-3 inline-flex rounded-full bg-[color-mix(in_srgb,var(--color-accent)_12%,transparent)] px-3 py-1 text-xs font-bold text-[var(--color-accent-deep)] dark:text-[var(--color-accent-3)]">
        {text.label}
      </p>
      <p className="mt-3 text-sm font-medium">{text.trial}</p>
    </div>
  );
}
