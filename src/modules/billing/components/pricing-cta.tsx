"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useUserStore } from "@/modules/accounts/client/stores";
import { useStartPremium } from "../client/use-start-premium";
import { isPremiumUser } from "../premium";
import type { Plan } from "../prices";
import type { CtaVariant } from "../schemas";
import { usePricingPeriod } from "./pricing-period";

export type PricingCtaProps = {
  label: string;
  processing: string;
  cta_variant?: CtaVariant;
  source?: string;
  /** A fixed plan; otherwise the period chosen with the toggle. */
  plan?: Plan;
  id?: string;
  className?: string;
};

const RETRY_AFTER_MS = 15_000;

/**
 * Every "choose a plan" button: checkout for a signed-in user, registration first for anyone else.
 * 'Processing...' and disabled from the click until the next page replaces this one.
 */
export function PricingCta({ label, processing, cta_variant, source, plan, id, className }: PricingCtaProps) {
  const chosen = usePricingPeriod().plan;
  const start = useStartPremium();
  // A plain flag: it stays on until this page is replaced, however long the next one takes to come.
  const [pending, setPending] = useState(false);
  const selected = plan ?? chosen;
  useEffect(() => {
    if (!pending) return;
    // Back from the next page through the browser's cache, or no page came: the button works again.
    const ready = () => setPending(false);
    const timer = window.setTimeout(ready, RETRY_AFTER_MS);
    window.addEventListener("pageshow", ready);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pageshow", ready);
    };
  }, [pending]);
  return (
    <button
      type="button"
      id={id}
      data-plan={selected}
      disabled={pending}
      aria-busy={pending}
      onClick={() => {
        setPending(true);
        start(selected, { cta_variant, source });
      }}
      className={
        className ??
        "inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-[var(--color-accent-strong)] px-6 text-base font-bold text-white shadow-sm transition-colors hover:bg-[var(--color-accent-deep)] disabled:cursor-wait disabled:opacity-70"
      }
    >
      {pending ? (
        <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
      ) : null}
      {pending ? processing : label}
    </button>
  );
}

/**
 * Who is looking decides what a plan's buttons become; pages are cached for everyone, so it is known
 * in the browser only (visitors first, then the stored user).
 */
export function AccountSwitch({
  visitor,
  member,
  premium,
}: {
  visitor: ReactNode;
  member?: ReactNode;
  premium: ReactNode;
}) {
  const user = useUserStore((state) => state.user);
  if (isPremiumUser(user)) return premium;
  return user && member !== undefined ? member : visitor;
}
