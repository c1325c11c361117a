"use client";

import { useLocale } from "next-intl";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { useUserStore } from "@/modules/accounts/client/stores";
import { track } from "../client/analytics";
import { useMonetizationStore } from "../monetization-store";
import { isPremiumUser } from "../premium";
import type { PricesDto } from "../prices";
import {
  chooseVariant,
  cooledDown,
  FORCED_VARIANT_PARAM,
  modalSource,
  offersUpsell,
  routeBasePath,
  UPSELL_DELAY_MS,
  UPSELL_INTERACTIONS,
  UPSELL_SHOWN_KEY,
} from "../upsell-rules";
import type { UpsellModalProps } from "./upsell-modal";

/** Another dialog is open (a share card, the builder, sign-in): the offer waits its turn. */
const WAIT_FOR_DIALOG_MS = 1000;

type Reason = "timer" | "interactions";

type Ready = { Modal: ComponentType<UpsellModalProps>; pathname: string } & Omit<UpsellModalProps, "onClosed">;

function shownAt(): number | null {
  try {
    const value = localStorage.getItem(UPSELL_SHOWN_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

function markShown(now: number) {
  try {
    localStorage.setItem(UPSELL_SHOWN_KEY, String(now));
  } catch {
    // Without storage the offer may come back on the next page: better than never closing it.
  }
}

const fetchPrices = () =>
  fetch("/api-next/billing/prices").then((response) => {
    if (!response.ok) throw new Error(`prices answered ${response.status}`);
    return response.json() as Promise<PricesDto>;
  });

/**
 * Opens the upgrade modal for anyone without Premium, 3 s after a page loads or at the third
 * interaction on a route, at most once in five minutes (spec §4). Nothing of the modal (code, texts,
 * prices) is loaded until then.
 */
export function UpsellTrigger() {
  const pathname = usePathname();
  const locale = useLocale();
  const [ready, setReady] = useState<Ready | null>(null);
  const localeRef = useRef(locale);
  const openRef = useRef<((reason: Reason) => void) | null>(null);
  const onClosed = useCallback(() => setReady(null), []);

  useEffect(() => {
    localeRef.current = locale;
  }, [locale]);

  // One listener for the whole visit, reading the route when it fires: a click can land on a new page
  // before that page's effects have run, and it counts for the page it landed on.
  useEffect(() => {
    let opening = false;
    let retry: number | undefined;
    let unmounted = false;

    async function open(reason: Reason) {
      const shownOn = window.location.pathname;
      if (opening || !offersUpsell(routeBasePath(shownOn))) return;
      if (isPremiumUser(useUserStore.getState().user) || !cooledDown(shownAt(), Date.now())) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) {
        window.clearTimeout(retry);
        retry = window.setTimeout(() => void open(reason), WAIT_FOR_DIALOG_MS);
        return;
      }
      opening = true;
      markShown(Date.now());
      const forced = new URLSearchParams(window.location.search).get(FORCED_VARIANT_PARAM);
      const variant = chooseVariant(localStorage, forced);
      track("upsell_trigger", { cta_variant: variant, source: modalSource(variant), props: { reason } });
      try {
        const [module, texts, prices] = await Promise.all([
          import("./upsell-modal"),
          import(`../../../../messages/pricing/${localeRef.current}.json`) as Promise<{
            default: Record<string, unknown>;
          }>,
          fetchPrices(),
        ]);
        if (unmounted || window.location.pathname !== shownOn) return;
        if (isPremiumUser(useUserStore.getState().user)) return;
        setReady({ Modal: module.default, pathname: shownOn, variant, prices, messages: texts.default });
      } catch (error) {
        console.warn("The upgrade offer could not be loaded", error);
      } finally {
        opening = false;
      }
    }

    const interact = () => {
      const basePath = routeBasePath(window.location.pathname);
      if (!offersUpsell(basePath)) return;
      if (useMonetizationStore.getState().countInteraction(basePath) >= UPSELL_INTERACTIONS) void open("interactions");
    };
    openRef.current = (reason) => {
      window.clearTimeout(retry);
      void open(reason);
    };
    document.addEventListener("click", interact, true);
    return () => {
      unmounted = true;
      openRef.current = null;
      window.clearTimeout(retry);
      document.removeEventListener("click", interact, true);
    };
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => openRef.current?.("timer"), UPSELL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  // A new page closes an offer left open (its links lead away).
  if (!ready || ready.pathname !== pathname) return null;
  const { Modal, pathname: _shownOn, ...props } = ready;
  return <Modal {...props} onClosed={onClosed} />;
}
