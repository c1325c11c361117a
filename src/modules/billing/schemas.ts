import { z } from "zod";
import { PLANS } from "./prices";

import { CTA_VARIANTS } from "./cta-variants";

export { CTA_VARIANTS, type CtaVariant } from "./cta-variants";

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
