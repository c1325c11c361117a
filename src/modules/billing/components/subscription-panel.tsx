"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Link } from "@/i18n/navigation";
import { accountApi } from "@/modules/accounts/client/account-api";
import { useRememberUser } from "@/modules/accounts/client/use-session";
import { billingApi } from "../client/billing-api";
import { USER_REFRESH_MS } from "../plans";

const SUBSCRIPTION_KEY = ["billing", "subscription"] as const;
const LIVE = new Set(["trialing", "active", "past_due"]);

/** Settings: the plan, trial end or next payment, and cancel or resume (the provider confirms by webhook). */
export function SubscriptionPanel() {
  const t = useTranslations("billing.subscription");
  const format = useFormatter();
  const queryClient = useQueryClient();
  const remember = useRememberUser();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const query = useQuery({ queryKey: SUBSCRIPTION_KEY, queryFn: billingApi.subscription });
  const subscription = query.data?.subscription ?? null;
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: "long" }) : "");

  async function change(action: "cancel" | "resume") {
    setBusy(true);
    setFailed(false);
    try {
      await billingApi[action]();
      await new Promise((resolve) => window.setTimeout(resolve, USER_REFRESH_MS));
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      remember(await accountApi.session());
      setConfirming(false);
    } catch (error) {
      console.error("Subscription change failed", error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  if (query.isPending) return <div className="surface h-28 animate-pulse rounded-2xl" aria-hidden />;

  const live = subscription && LIVE.has(subscription.status);
  return (
    <section className="surface rounded-2xl p-5" aria-labelledby="plan-title" data-testid="subscription-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plan-title" className="text-lg font-bold">
          {live ? t(`planName.${subscription.plan}`) : t("free")}
        </h2>
        {live ? <Badge tone="accent">{t(`status.${subscription.status}`)}</Badge> : null}
      </div>
      {!live ? (
        <>
          <p className="text-muted mt-1">{t("freeText")}</p>
          <Link href="/pricing" className="btn-primary mt-4">
            {t("upgrade")}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-1" data-testid="plan-dates">
            {subscription.cancel_at_period_end
              ? t("endsOn", { date: date(subscription.current_period_ends_at) })
              : subscription.status === "trialing" && subscription.trial_ends_at
                ? t("trialEnds", { date: date(subscription.trial_ends_at) })
                : t("renews", { date: date(subscription.current_period_ends_at) })}
          </p>
          {failed ? (
            <p role="alert" className="mt-2 font-semibold text-red-700 dark:text-red-300">
              {t("failed")}
            </p>
          ) : null}
          <div className="mt-4">
            {subscription.cancel_at_period_end ? (
              <Button busy={busy} onClick={() => void change("resume")}>
                {t("resume")}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t("cancel")}
              </Button>
            )}
          </div>
          <Dialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t("cancel")}
            description={t("cancelConfirm", { date: date(subscription.current_period_ends_at) })}
            closeLabel={t("keep")}
          >
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t("keep")}
              </Button>
              <Button variant="danger" busy={busy} onClick={() => void change("cancel")}>
                {t("confirmCancel")}
              </Button>
            </div>
          </Dialog>
        </>
      )}
    </section>
  );
}
