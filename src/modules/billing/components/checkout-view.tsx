"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Link, useRouter } from "@/i18n/navigation";
import { accountApi } from "@/modules/accounts/client/account-api";
import { track } from "../client/analytics";
import { useRememberUser } from "@/modules/accounts/client/use-session";
import { billingApi } from "../client/billing-api";
import { checkoutPath } from "../client/checkout-path";
import { USER_REFRESH_MS } from "../plans";
import { CTA_VARIANTS, checkoutInputSchema } from "../schemas";
import type { CheckoutPageData } from "../dto";

type Phase = "ready" | "processing" | "confirming" | "done" | "failed";

/** `/checkout`: the local provider's own checkout, or Paddle's overlay opened at once. */
export function CheckoutView({ locale, prices, order }: CheckoutPageData) {
  const t = useTranslations("billing.checkout");
  const format = useFormatter();
  const router = useRouter();
  const remember = useRememberUser();
  const [phase, setPhase] = useState<Phase>("ready");
  const [trialEnd, setTrialEnd] = useState<Date | null>(null);
  const opened = useRef(false);

  async function finish() {
    setPhase("confirming");
    await new Promise((resolve) => window.setTimeout(resolve, USER_REFRESH_MS));
    remember(await accountApi.session());
    setPhase("done");
  }

  useEffect(() => {
    if (!order) return;
    const { cta_variant, source } = order.custom_data;
    const variant = CTA_VARIANTS.find((known) => known === cta_variant);
    track("checkout_open", { cta_variant: variant, source, props: { plan: order.plan } });
  }, [order]);

  useEffect(() => {
    if (!order || order.checkout.provider !== "paddle" || opened.current) return;
    opened.current = true;
    import("../client/paddle-checkout")
      .then(({ openPaddleCheckout }) => openPaddleCheckout(order, locale, () => void finish()))
      .catch((error: unknown) => {
        console.error("Checkout could not be opened", error);
        setPhase("failed");
      });
    // finish reads only stable setters; the overlay opens once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order, locale]);

  if (!order) {
    return (
      <Panel title={t("alreadyTitle")}>
        <p className="text-muted">{t("alreadyText")}</p>
        <Link href="/settings" className="btn-primary mt-6">
          {t("goSettings")}
        </Link>
      </Panel>
    );
  }

  const plan = order.plan;
  const price = prices[plan];
  const money = (amount: number) => format.number(amount, { style: "currency", currency: price.currency });
  const period = t(`period.${plan}`);

  if (phase === "confirming" || phase === "done") {
    return (
      <Panel title={phase === "done" ? t("successTitle") : t("waiting")}>
        {phase === "done" ? (
          <>
            {trialEnd ? <p>{t("successTrial", { date: format.dateTime(trialEnd, { dateStyle: "long" }) })}</p> : null}
            <p className="text-muted mt-2">{t("successText")}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link href="/workouts" className="btn-primary">
                {t("goWorkouts")}
              </Link>
              <Link href="/settings" className="btn-outline">
                {t("goSettings")}
              </Link>
            </div>
          </>
        ) : (
          <div role="status" className="spinner mx-auto mt-4" aria-label={t("waiting")} />
        )}
      </Panel>
    );
  }

  if (order.checkout.provider === "paddle") {
    return (
      <Panel title={t("heading")}>
        <p role="status">{phase === "failed" ? t("failed") : t("opening")}</p>
        <Button
          className="mt-6"
          onClick={() => {
            opened.current = false;
            router.refresh();
          }}
        >
          {t("openAgain")}
        </Button>
      </Panel>
    );
  }

  async function startLocal() {
    if (!order) return;
    setPhase("processing");
    try {
      await billingApi.completeLocalCheckout({
        plan,
        cta_variant: checkoutInputSchema.shape.cta_variant.parse(order.custom_data.cta_variant),
        source: order.custom_data.source,
      });
      if (order.trial) setTrialEnd(new Date(Date.now() + prices.trial_days * 86_400_000));
      await finish();
    } catch (error) {
      console.error("Checkout failed", error);
      setPhase("failed");
    }
  }

  const other = plan === "annual" ? "monthly" : "annual";
  return (
    <Panel title={t("heading")}>
      <dl className="divide-y divide-[var(--border)] rounded-2xl border border-[var(--border)]">
        <Row term={t("planLabel")} value={t(`plan.${plan}`)} />
        <Row term={t("today")} value={money(order.trial ? 0 : price.amount)} strong />
      </dl>
      <p className="mt-4">
        {order.trial
          ? t("trialThen", { days: prices.trial_days, price: money(price.amount), period })
          : t("noTrial", { price: money(price.amount), period })}
        {plan === "annual" ? ` ${t("perMonth", { price: money(prices.annual.per_month) })}` : null}
      </p>
      <p className="text-muted mt-2 text-sm">{t("moneyBack", { days: prices.money_back_days })}</p>
      <p className="text-muted mt-4 rounded-xl bg-[var(--bg)] p-3 text-sm">{t("localNote")}</p>
      {phase === "failed" ? (
        <p role="alert" className="mt-4 font-semibold text-red-700 dark:text-red-300">
          {t("failed")}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button busy={phase === "processing"} onClick={() => void startLocal()}>
          {phase === "processing" ? t("processing") : order.trial ? t("startTrial") : t("subscribe")}
        </Button>
        <Link href="/pricing" className="btn-outline">
          {t("cancel")}
        </Link>
        <Link
          href={checkoutPath({ plan: other, cta_variant: "current", source: order.custom_data.source })}
          className="text-sm font-semibold underline"
        >
          {t("switchPlan", { plan: t(`plan.${other}`) })}
        </Link>
      </div>
    </Panel>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="surface mx-auto max-w-lg rounded-3xl p-6 sm:p-8" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="text-2xl font-extrabold tracking-tight">
        {title}
      </h1>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3">
      <dt className="text-muted">{term}</dt>
      <dd className={strong ? "text-lg font-bold" : "font-semibold"}>{value}</dd>
    </div>
  );
}
