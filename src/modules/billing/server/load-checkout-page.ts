import "server-only";
import type { UserContext } from "../context";
import type { CheckoutPageData } from "../dto";
import { checkoutInputSchema } from "../schemas";
import { getPrices } from "./get-prices";
import { startCheckout } from "./start-checkout";

/** `/checkout?plan=&variant=&source=`: the order for the chosen plan (annual when the query says none). */
export async function loadCheckoutPage(
  ctx: UserContext,
  query: Record<string, string | undefined>,
): Promise<CheckoutPageData> {
  const parsed = checkoutInputSchema.safeParse({
    plan: query.plan ?? "annual",
    cta_variant: query.variant,
    source: query.source,
  });
  const input = parsed.success ? parsed.data : checkoutInputSchema.parse({ plan: "annual" });
  const [prices, order] = await Promise.all([
    getPrices(),
    ctx.entitlements.premium ? Promise.resolve(null) : startCheckout(ctx, input),
  ]);
  return { locale: ctx.locale, prices, order };
}
