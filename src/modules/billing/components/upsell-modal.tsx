"use client";

import { NextIntlClientProvider, useLocale, useMessages, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Link } from "@/i18n/navigation";
import { useUserStore } from "@/modules/accounts/client/stores";
import { track } from "../client/analytics";
import { isPremiumUser } from "../premium";
import type { PricesDto } from "../prices";
import type { CtaVariant } from "../schemas";
import { layoutOf, modalSource } from "../upsell-rules";
import { CheckIcon } from "./pricing-icons";
import { JoinedToday } from "./joined-today";
import { PricingComparison } from "./pricing-comparison";
import { PricingPeriodProvider } from "./pricing-period";
import { PricingOffer } from "./pricing-plans";
import { formatCount } from "./pricing-price-text";
import { WordRotator } from "./word-rotator";

export type UpsellModalProps = {
  variant: CtaVariant;
  prices: PricesDto;
  /** The pricing texts, loaded with this modal rather than sent with every page. */
  messages: Record<string, unknown>;
  onClosed: () => void;
};

/** The upgrade modal (spec §2 "Premium pop-up"): loaded only when it is about to open. */
export default function UpsellModal({ messages, ...props }: UpsellModalProps) {
  const locale = useLocale();
  const page = useMessages();
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...page, ...messages }}>
      <PricingPeriodProvider>
        <UpsellSheet {...props} />
      </PricingPeriodProvider>
    </NextIntlClientProvider>
  );
}

const PERKS = ["unlimited", "tracking", "map", "ai", "adFree"] as const;

function UpsellSheet({ variant, prices, onClosed }: Omit<UpsellModalProps, "messages">) {
  const t = useTranslations("pricing");
  const locale = useLocale();
  const user = useUserStore((state) => state.user);
  const [open, setOpen] = useState(true);
  const layout = layoutOf(variant);
  const origin = { cta_variant: variant, source: modalSource(variant) };
  const days = formatCount(prices.trial_days, locale);

  useEffect(() => {
    track("upsell_view", origin);
    // Reported once per opening: the variant and its source do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Premium bought in another tab, or the session caught up: the offer has nothing left to sell.
  useEffect(() => {
    if (isPremiumUser(user)) onClosed();
  }, [user, onClosed]);

  const close = (next: boolean) => {
    if (next) return;
    setOpen(false);
    track("upsell_close", { ...origin, props: { reason: "user_dismissed" } });
    onClosed();
  };
  const title =
    layout === "v4" ? (
      <>
        <span className="sr-only">{t("landing.v4.static")}</span>
        <span aria-hidden>
          {t.rich("landing.v4.title", {
            word: () => (
              <WordRotator
                align="start"
                words={(["one", "two", "three", "four"] as const).map((key) => t(`landing.v4.words.${key}`))}
              />
            ),
          })}
        </span>
      </>
    ) : (
      t(`landing.${layout}.title`)
    );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      wide
      eyebrow={t(`landing.${layout}.eyebrow`)}
      title={title}
      description={t(`landing.${layout}.subtitle`, { days })}
      closeLabel={t("upsell.dismiss")}
    >
      <div
        data-testid="upsell-modal"
        data-variant={variant}
        onClickCapture={(event) => {
          const chosen = (event.target as Element).closest("[data-plan], a[href]");
          if (!chosen) return;
          const plan = chosen.getAttribute("data-plan");
          track("upsell_click", { ...origin, props: plan ? { plan } : { link: chosen.getAttribute("href") ?? "" } });
        }}
      >
        {layout === "v2" ? (
          <div className="mb-4">
            <JoinedToday />
          </div>
        ) : null}
        {layout === "v1" ? (
          <ul className="mb-5 grid gap-2 sm:grid-cols-2">
            {PERKS.map((perk) => (
              <li key={perk} className="flex gap-2 text-sm font-medium">
                <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
                {t(`perks.${perk}.title`)}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="grid items-start gap-5 md:grid-cols-[1fr_1.15fr]">
          <div className={layout === "v3" ? "md:order-2" : undefined}>
            <PricingOffer prices={prices} origin={origin} />
          </div>
          <PricingComparison showCaption={false} className={layout === "v3" ? "md:order-1" : undefined} />
        </div>
        {user ? null : (
          <p className="text-muted mt-5 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center text-sm">
            <Link href="/auth/register" className="text-link font-semibold">
              {t("plans.free.cta")}
            </Link>
            <span aria-hidden>·</span>
            <span>
              {t("upsell.haveAccount")}{" "}
              <Link href="/auth/signin" className="text-link font-semibold">
                {t("upsell.signIn")}
              </Link>
            </span>
          </p>
        )}
      </div>
    </Dialog>
  );
}
