import "server-only";
import { and, count, eq, isNotNull, like, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { analyticsEvents, subscriptions } from "@/db/schema";
import { CTA_VARIANTS } from "../schemas";
import type { AnalyticsEventName } from "../analytics-events";
import type { VariantFunnel } from "../upsell-stats";

/** Checkouts and subscriptions the upsell modal started; landing pages and the pricing page are not counted. */
const FROM_MODAL = "cta_modal_%";

async function eventCounts(db: Db, name: AnalyticsEventName, fromModalOnly = false) {
  const rows = await db
    .select({ variant: analyticsEvents.ctaVariant, n: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.name, name), fromModalOnly ? like(analyticsEvents.source, FROM_MODAL) : undefined))
    .groupBy(analyticsEvents.ctaVariant);
  return new Map(rows.map((row) => [row.variant, row.n]));
}

/** Per variant: views, clicks, checkouts opened, trials started and subscriptions paid for. */
export async function loadUpsellFunnels(db: Db): Promise<VariantFunnel[]> {
  const [views, clicks, checkouts, sold] = await Promise.all([
    eventCounts(db, "upsell_view"),
    eventCounts(db, "upsell_click"),
    eventCounts(db, "checkout_open", true),
    db
      .select({
        variant: subscriptions.ctaVariant,
        trials: sql<number>`count(*) filter (where ${subscriptions.startedWithTrial})`.mapWith(Number),
        paid: sql<number>`count(*) filter (where ${subscriptions.paidAt} is not null)`.mapWith(Number),
      })
      .from(subscriptions)
      .where(and(isNotNull(subscriptions.ctaVariant), like(subscriptions.source, FROM_MODAL)))
      .groupBy(subscriptions.ctaVariant),
  ]);
  return CTA_VARIANTS.map((variant) => {
    const subscriptionsSold = sold.find((row) => row.variant === variant);
    return {
      variant,
      views: views.get(variant) ?? 0,
      clicks: clicks.get(variant) ?? 0,
      checkouts: checkouts.get(variant) ?? 0,
      trials: subscriptionsSold?.trials ?? 0,
      paid: subscriptionsSold?.paid ?? 0,
    };
  });
}
