import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { billingEvents, subscriptions, users } from "@/db/schema";
import type { BillingEvent, PaymentProvider } from "@/integrations/payments/types";
import { logger } from "@/lib/logger";
import { accessFrom } from "../access";

export type ApplyOutcome = "applied" | "duplicate" | "stale" | "recorded" | "unknown-user";

/**
 * Applies one verified event. Delivery is at least once and out of order: the event id is recorded in
 * the same transaction (a second delivery changes nothing), and an event older than the last one
 * applied to its subscription is recorded but leaves the newer state alone.
 */
export async function applyBillingEvent(
  db: Db,
  event: BillingEvent,
  payments: Pick<PaymentProvider, "kind" | "planOf">,
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, occurredAt: event.occurredAt, subscriptionId: event.subscription?.id })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!fresh) return "duplicate";
    const snapshot = event.subscription;
    if (!snapshot) return "recorded";

    const [known] = await tx.select().from(subscriptions).where(eq(subscriptions.id, snapshot.id)).for("update");
    if (known && known.lastEventAt > event.occurredAt) return "stale";
    const userId = known?.userId ?? snapshot.appUserId;
    const [owner] = userId ? await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)) : [];
    if (!owner) {
      logger.warn({ event: event.id, subscription: snapshot.id }, "Billing event for an unknown user");
      return "unknown-user";
    }

    const row = {
      userId: owner.id,
      provider: payments.kind,
      status: snapshot.status,
      plan: payments.planOf(snapshot.priceId),
      priceId: snapshot.priceId,
      customerId: snapshot.customerId,
      trialEndsAt: snapshot.trialEndsAt,
      currentPeriodEndsAt: snapshot.currentPeriodEndsAt,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      canceledAt: snapshot.canceledAt,
      lastEventAt: event.occurredAt,
    };
    // What sold it and how it began are written once and kept: later events may not carry them.
    const trial = snapshot.status === "trialing";
    const paidAt = snapshot.status === "active" ? event.occurredAt : null;
    await tx
      .insert(subscriptions)
      .values({
        id: snapshot.id,
        ...row,
        ctaVariant: snapshot.ctaVariant,
        source: snapshot.source,
        startedWithTrial: trial,
        paidAt,
      })
      .onConflictDoUpdate({
        target: subscriptions.id,
        set: {
          ...row,
          ctaVariant: sql`coalesce(${subscriptions.ctaVariant}, ${snapshot.ctaVariant})`,
          source: sql`coalesce(${subscriptions.source}, ${snapshot.source})`,
          startedWithTrial: sql`${subscriptions.startedWithTrial} or ${trial}`,
          paidAt: sql`coalesce(${subscriptions.paidAt}, ${paidAt})`,
        },
      });
    await tx
      .update(users)
      .set({ ...accessFrom(snapshot), ...(snapshot.status === "trialing" ? { trialUsed: true } : {}) })
      .where(eq(users.id, owner.id));
    return "applied";
  });
}
