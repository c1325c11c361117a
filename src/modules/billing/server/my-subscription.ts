import "server-only";
import { desc, eq } from "drizzle-orm";
import { subscriptions } from "@/db/schema";
import { getPayments } from "@/integrations/payments";
import { AppError } from "@/lib/errors";
import type { UserContext } from "../context";
import type { SubscriptionDto } from "../dto";

async function latest(ctx: UserContext) {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, ctx.user.pk))
    .orderBy(desc(subscriptions.lastEventAt))
    .limit(1);
  return row ?? null;
}

/** The user's latest subscription, or null when they never had one. */
export async function findMySubscription(ctx: UserContext): Promise<SubscriptionDto | null> {
  const row = await latest(ctx);
  return row
    ? {
        id: row.id,
        plan: row.plan,
        status: row.status,
        trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
        current_period_ends_at: row.currentPeriodEndsAt?.toISOString() ?? null,
        cancel_at_period_end: row.cancelAtPeriodEnd,
      }
    : null;
}

async function liveSubscription(ctx: UserContext) {
  const row = await latest(ctx);
  if (!row || row.status === "canceled" || row.status === "paused")
    throw new AppError("NOT_FOUND", { message: "No subscription to change" });
  return {
    id: row.id,
    status: row.status,
    priceId: row.priceId,
    customerId: row.customerId,
    appUserId: row.userId,
    trialEndsAt: row.trialEndsAt,
    currentPeriodEndsAt: row.currentPeriodEndsAt,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt,
    ctaVariant: row.ctaVariant,
    source: row.source,
  };
}

/** Cancels at the end of the period: access stays until then (the provider's event confirms it). */
export async function cancelMySubscription(ctx: UserContext): Promise<{ ok: true }> {
  await getPayments().cancelAtPeriodEnd(await liveSubscription(ctx));
  return { ok: true };
}

/** Takes back a cancellation that has not yet taken effect. */
export async function resumeMySubscription(ctx: UserContext): Promise<{ ok: true }> {
  await getPayments().resume(await liveSubscription(ctx));
  return { ok: true };
}
