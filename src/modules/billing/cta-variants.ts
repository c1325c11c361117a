/**
 * The A/B variants of the call to action (spec §4: current, v1-v4), apart from the zod schemas so
 * that code in every page can name them without carrying the validator.
 */
export const CTA_VARIANTS = ["current", "v1", "v2", "v3", "v4"] as const;
export type CtaVariant = (typeof CTA_VARIANTS)[number];
