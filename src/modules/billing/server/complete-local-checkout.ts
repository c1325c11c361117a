import "server-only";
import { getPayments } from "@/integrations/payments";
import { AppError } from "@/lib/errors";
import type { UserContext } from "../context";
import type { CheckoutInput } from "../schemas";
import { startCheckout } from "./start-checkout";

/**
 * The local provider's checkout page ends here: the purchase goes to the provider, which sends its
 * signed events to the webhook like any provider; the user's plan changes only there.
 */
export async function completeLocalCheckout(ctx: UserContext, input: CheckoutInput): Promise<{ ok: true }> {
  const local = getPayments().local;
  if (!local) throw new AppError("NOT_FOUND", { message: "Checkout runs at the payment provider" });
  const order = await startCheckout(ctx, input);
  await local.completePurchase({
    userId: ctx.user.pk,
    email: ctx.user.email,
    priceId: order.price_id,
    trial: order.trial,
    customData: order.custom_data,
  });
  return { ok: true };
}
