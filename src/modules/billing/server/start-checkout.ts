import "server-only";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { getPayments } from "@/integrations/payments";
import type { CheckoutDto } from "../dto";
import { AppError } from "@/lib/errors";
import type { UserContext } from "../context";
import type { CheckoutInput } from "../schemas";

/** What the browser needs to open checkout for one plan; Premium users have nothing to buy. */
export async function startCheckout(ctx: UserContext, input: CheckoutInput): Promise<CheckoutDto> {
  if (ctx.entitlements.premium) {
    throw new AppError("ALREADY_EXISTS", { message: "You already have Premium", details: { what: "premium" } });
  }
  const [row] = await ctx.db.select({ trialUsed: users.trialUsed }).from(users).where(eq(users.id, ctx.user.pk));
  const payments = getPayments();
  return {
    checkout: payments.checkout,
    plan: input.plan,
    price_id: payments.priceIds[input.plan],
    trial: !row?.trialUsed,
    customer: { email: ctx.user.email },
    custom_data: { app_user_id: ctx.user.pk, cta_variant: input.cta_variant, source: input.source },
  };
}

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
