import type { Metadata } from "next";
import type { PricesDto } from "../prices";

/** The call-to-action landing pages (spec §2: v1-v4 exist as pages as well as upsell modals). */
export const LANDING_VARIANTS = ["v1", "v2", "v3", "v4"] as const;
export type LandingVariant = (typeof LANDING_VARIANTS)[number];

export const isLandingVariant = (value: string): value is LandingVariant =>
  (LANDING_VARIANTS as readonly string[]).includes(value);

/** What each Premium sales page renders: the prices in the page's language, and its metadata. */
export type PricingPageData = { locale: string; prices: PricesDto; metadata: Metadata };
export type LandingPageData = PricingPageData & { variant: LandingVariant };

/** The catalogue's real size, rounded down: a claim we can back (spec §1 advertises more). */
export const EXERCISE_COUNT_CLAIM = 870;

/** The sales pages crawlers may index; the landing variants are for campaigns and point to /pricing. */
export const SALES_PAGE_PATHS = ["/pricing", "/gopremium"] as const;
