import { z } from "zod";
import { PLANS } from "./prices";

/** Where a checkout started: the A/B variant shown and the place (spec §4: source cta_modal_v1..v4). */
export const CTA_VARIANTS = ["current", "v1", "v2", "v3", "v4"] as const;
export type CtaVariant = (typeof CTA_VARIANTS)[number];

export const checkoutInputSchema = z.object({
  plan: z.enum(PLANS, "must be monthly or annual"),
  cta_variant: z.enum(CTA_VARIANTS, "must be current, v1, v2, v3 or v4").default("current"),
  source: z
    .string()
    .max(40, "is too long")
    .regex(/^[a-z0-9_]+$/, "must be lower-case letters, digits and _")
    .default("pricing_page"),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;
