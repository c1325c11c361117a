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
  const trial = !row?.trialUsed;
  return {
    checkout: payments.checkout,
    plan: input.plan,
    price_id: payments.checkoutPriceId(input.plan, trial),
    trial,
    customer: { email: ctx.user.email },
    custom_data: { app_user_id: ctx.user.pk, cta_variant: input.cta_variant, source: input.source },
  };
}
