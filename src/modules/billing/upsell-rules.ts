import { isLocale } from "@/config/locales";
import { CTA_VARIANTS, type CtaVariant } from "./cta-variants";

/** Spec §9 timers: the upgrade modal opens this long after a page loads… */
export const UPSELL_DELAY_MS = 3000;
/** …or at this many interactions on one route (spec §4 "Premium modal")… */
export const UPSELL_INTERACTIONS = 3;
/** …and not again for five minutes after it was shown (kept in local storage). */
export const UPSELL_COOLDOWN_MS = 300_000;

export const UPSELL_SHOWN_KEY = "upsell-shown-at";
export const CTA_VARIANT_KEY = "cta-variant";
/** `?upsell=v2` forces a variant (spec §4: "a forced variant overrides"). */
export const FORCED_VARIANT_PARAM = "upsell";

/** Spec §4 "CTA A/B test": every variant at weight 20. */
export const VARIANT_WEIGHTS: Record<CtaVariant, number> = { current: 20, v1: 20, v2: 20, v3: 20, v4: 20 };

/** Where the offer would stand in the way: the sales pages themselves, signing in, settings and legal text. */
const NO_UPSELL = new Set([
  "/pricing",
  "/checkout",
  "/premium",
  "/gopremium",
  "/auth",
  "/settings",
  "/privacy-policy",
  "/app-privacy-policy",
  "/terms",
  "/image-use-policy",
  "/credits",
]);

/**
 * The route's base path, by which interactions are counted: the locale prefix, the page number and
 * every sub-path removed. `/pt-br/exercises/chest/barbell/2` → `/exercises`.
 */
export function routeBasePath(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  if (segments[0] && isLocale(segments[0])) segments.shift();
  const [first] = segments;
  return first && !/^\d+$/.test(first) ? `/${first}` : "/";
}

export const offersUpsell = (basePath: string) => !NO_UPSELL.has(basePath);

/** True once five minutes have passed since the modal was last shown (or it never was). */
export function cooledDown(shownAt: number | null, now: number): boolean {
  return shownAt === null || !Number.isFinite(shownAt) || now - shownAt >= UPSELL_COOLDOWN_MS || now < shownAt;
}

/** A variant by weight, from a number in [0, 1). */
export function pickVariant(random: number): CtaVariant {
  const total = CTA_VARIANTS.reduce((sum, variant) => sum + VARIANT_WEIGHTS[variant], 0);
  let point = random * total;
  for (const variant of CTA_VARIANTS) {
    point -= VARIANT_WEIGHTS[variant];
    if (point < 0) return variant;
  }
  return CTA_VARIANTS[CTA_VARIANTS.length - 1]!;
}

const isVariant = (value: string | null): value is CtaVariant =>
  value !== null && (CTA_VARIANTS as readonly string[]).includes(value);

type VariantStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * The visitor's variant: a forced one first, then the one kept in storage, else a new pick that is
 * kept. When storage fails the failure is logged and a random variant is used for this page.
 */
export function chooseVariant(
  storage: VariantStorage,
  forced: string | null,
  random: () => number = Math.random,
  warn: (message: string, error: unknown) => void = console.warn,
): CtaVariant {
  if (isVariant(forced)) return forced;
  try {
    const kept = storage.getItem(CTA_VARIANT_KEY);
    if (isVariant(kept)) return kept;
    const picked = pickVariant(random());
    storage.setItem(CTA_VARIANT_KEY, picked);
    return picked;
  } catch (error) {
    warn("The upsell variant could not be kept; using a random one", error);
    return pickVariant(random());
  }
}

/** 'current' shows the v4 layout (spec §4). */
export const layoutOf = (variant: CtaVariant): Exclude<CtaVariant, "current"> =>
  variant === "current" ? "v4" : variant;

export const modalSource = (variant: CtaVariant) => `cta_modal_${variant}`;
