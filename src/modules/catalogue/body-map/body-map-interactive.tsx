"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { usePathname, useRouter } from "@/i18n/navigation";
import { useAppStore } from "@/lib/app-store";
import { useUserStore } from "@/modules/accounts/client/stores";
import { mayOpenDetailedMap } from "@/modules/billing/detailed-map";
import { useMonetizationStore } from "@/modules/billing/monetization-store";
import { isPremiumUser } from "@/modules/billing/premium";
import {
  highlightsMuscle,
  listingHref,
  selectMuscle,
  type MapEquipment,
  type MapGender,
  type MapMode,
} from "./body-map-state";
import { createClickLock, prefetchable, regionOfClick } from "./click-rules";
import { scheduleHighlight, whenMapReady } from "./map-timers";
import { DetailedMapNote } from "./detailed-map-note";
import { bodyMapStateOf, useBodyMapStore } from "./store";

// The question is asked rarely: its dialog code loads only when it is.
const DetailedMapGate = dynamic(() => import("./detailed-map-gate").then((module) => module.DetailedMapGate), {
  ssr: false,
});

// One lock for the whole page session: a click followed by navigation must not re-arm it.
const clickLock = createClickLock();
const PREFETCH_DEBOUNCE_MS = 300;

type Props = {
  mode: MapMode;
  gender: MapGender;
  selected: string | null;
  equipment: MapEquipment | null;
  children: ReactNode;
};

const regionButtons = (root: HTMLElement) =>
  [...root.querySelectorAll<SVGGElement>("[data-region][role=button]")].filter((el) => el.getClientRects().length > 0);

function markSelected(root: HTMLElement, region: string) {
  root.querySelectorAll("[data-region][data-selected]").forEach((el) => el.removeAttribute("data-selected"));
  root.querySelectorAll(`[data-region="${CSS.escape(region)}"]`).forEach((el) => {
    el.setAttribute("data-selected", "true");
    if (el.getAttribute("role") === "button") el.setAttribute("aria-pressed", "true");
  });
}

/**
 * The body map's behaviour on top of server-rendered figures: clicks and keys select a region and
 * open its listing, hover and focus prefetch it, and the switches change mode, model and side.
 */
export function BodyMapInteractive({ mode, gender, selected, equipment, children }: Props) {
  const t = useTranslations("bodyMap");
  const router = useRouter();
  const pathname = usePathname();
  const root = useRef<HTMLDivElement>(null);
  const prefetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showFront = useBodyMapStore((state) => state.showFrontBodyMap);
  const [asking, setAsking] = useState(false);
  const store = useBodyMapStore;

  useEffect(() => {
    void store.persist.rehydrate();
  }, [store]);

  // The page is the truth for mode, muscle, equipment and model; a click can come before effects ran.
  const syncWithPage = () => store.getState().sync({ mode, muscle: selected, equipment, gender });

  useEffect(() => {
    syncWithPage();
    const container = root.current;
    if (!container || !selected) return;
    // On narrow screens, open on the side that shows the selected muscle.
    const onFront = container.querySelector(`[data-side=front] [data-region="${CSS.escape(selected)}"]`);
    const onBack = container.querySelector(`[data-side=back] [data-region="${CSS.escape(selected)}"]`);
    if (!onFront && onBack && store.getState().showFrontBodyMap) store.getState().flipSide();
    if (onFront && !onBack && !store.getState().showFrontBodyMap) store.getState().flipSide();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- syncWithPage reads exactly these
  }, [store, mode, selected, equipment, gender]);

  useEffect(() => () => clearTimeout(prefetchTimer.current), []);

  // Spec timing: wait for the map, then apply the highlight 500 ms later (cardio lists skip it).
  useEffect(() => {
    let cancelHighlight = () => {};
    const cancelWait = whenMapReady(
      () => !!root.current?.querySelector("[data-region]"),
      () => {
        cancelHighlight = scheduleHighlight(() => {
          const state = bodyMapStateOf(store.getState());
          if (root.current && selected && highlightsMuscle(state)) markSelected(root.current, selected);
        });
      },
    );
    return () => {
      cancelWait();
      cancelHighlight();
    };
  }, [store, selected]);

  const navigate = (href: string) => {
    useAppStore.getState().setLoading(true);
    router.push(href);
  };
  const hrefFor = (region: string) => {
    syncWithPage();
    return listingHref(selectMuscle(bodyMapStateOf(store.getState()), region));
  };

  const choose = (region: string) => {
    if (!clickLock.tryAcquire()) return;
    if (root.current) markSelected(root.current, region);
    syncWithPage();
    store.getState().select(region);
    navigate(listingHref(bodyMapStateOf(store.getState())));
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const region = regionOfClick(
      { tagName: target.tagName, parentRegion: target.parentElement?.getAttribute("data-region") },
      mode,
    );
    if (region) choose(region);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const region = target.getAttribute("data-region");
    if (!region || target.getAttribute("role") !== "button" || !root.current) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const accepted = regionOfClick({ tagName: target.firstElementChild?.tagName ?? "", parentRegion: region }, mode);
      if (accepted) choose(accepted);
      return;
    }
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const buttons = regionButtons(root.current);
    const index = buttons.indexOf(target as SVGGElement);
    let next: SVGGElement | undefined;
    if (step !== undefined) next = buttons[(index + step + buttons.length) % buttons.length];
    if (event.key === "Home") next = buttons[0];
    if (event.key === "End") next = buttons[buttons.length - 1];
    if (!next) return;
    event.preventDefault();
    buttons.forEach((button) => button.setAttribute("tabindex", "-1"));
    next.setAttribute("tabindex", "0");
    next.focus();
  };

  const prefetchFrom = (target: Element) => {
    const region = target.closest("[data-region]")?.getAttribute("data-region");
    if (!prefetchable(region) || region === "body" || !region) return;
    clearTimeout(prefetchTimer.current);
    prefetchTimer.current = setTimeout(() => router.prefetch(hrefFor(region)), PREFETCH_DEBOUNCE_MS);
  };

  /** Turning a detailed view on after the free looks asks for Premium instead (and still counts). */
  const gated = (on: boolean) => {
    const monetization = useMonetizationStore.getState();
    if (!on || mayOpenDetailedMap(isPremiumUser(useUserStore.getState().user), monetization.advancedClicks)) {
      return false;
    }
    monetization.countAdvancedClick();
    setAsking(true);
    return true;
  };
  const toggleAdvanced = () => {
    syncWithPage();
    const on = !store.getState().advanced;
    if (gated(on)) return;
    store.getState().toggleAdvanced(on);
    navigate(listingHref(bodyMapStateOf(store.getState())));
  };
  const toggleJoints = () => {
    syncWithPage();
    const on = !store.getState().joints;
    if (gated(on)) return;
    store.getState().toggleJoints(on);
    navigate(listingHref(bodyMapStateOf(store.getState())));
  };
  const chooseGender = (value: MapGender) => {
    if (value === gender) return;
    store.getState().chooseGender(value);
    navigate(value === "female" ? `${pathname}?model=f` : pathname);
  };

  const segment = (active: boolean) =>
    clsx(
      "rounded-full px-3 py-1.5 text-sm font-semibold transition",
      active ? "bg-[var(--text)] text-[var(--bg)]" : "text-muted hover:text-[var(--text)]",
    );

  return (
    <div ref={root} className="body-map" data-showing={showFront ? "front" : "back"}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={t("model")} className="surface flex rounded-full p-1">
          {(["male", "female"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={gender === option}
              className={segment(gender === option)}
              onClick={() => chooseGender(option)}
            >
              {t(option)}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-3">
          <Switch label={t("advanced")} checked={mode === "advanced"} onChange={toggleAdvanced} />
          <Switch label={t("joints")} checked={mode === "joints"} onChange={toggleJoints} />
        </div>
      </div>
      {mode === "simple" ? null : <DetailedMapNote />}
      {asking ? <DetailedMapGate onClose={() => setAsking(false)} /> : null}
      <div
        className="body-map-figures relative mt-3"
        onClick={onClick}
        onKeyDown={onKeyDown}
        onMouseOver={(event) => prefetchFrom(event.target as Element)}
        onFocus={(event) => prefetchFrom(event.target as Element)}
      >
        {children}
        <button
          type="button"
          onClick={() => store.getState().flipSide()}
          className="bm-flip absolute end-1 bottom-1 grid h-14 w-14 place-items-center rounded-full bg-[var(--text)] text-center text-[11px] leading-tight font-bold text-[var(--bg)] shadow-lg lg:hidden"
        >
          {showFront ? t("showBack") : t("showFront")}
        </button>
      </div>
    </div>
  );
}

function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={onChange}
      className="flex items-center gap-2 text-sm font-semibold"
    >
      <span
        aria-hidden
        className={clsx(
          "relative inline-flex h-6 w-10 items-center rounded-full transition",
          checked ? "bg-[var(--color-accent-strong)]" : "bg-[var(--border)]",
        )}
      >
        <span
          className={clsx(
            "absolute h-5 w-5 rounded-full bg-white shadow transition-all",
            checked ? "start-[18px]" : "start-0.5",
          )}
        />
      </span>
      {label}
    </button>
  );
}
