import { z } from "zod";
import type { BillingEvent, SubscriptionStatus } from "./types";

const date = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const nullableDate = date.nullish().transform((value) => value ?? null);

const subscription = z.object({
  id: z.string().min(1),
  status: z.enum(["trialing", "active", "past_due", "paused", "canceled"]),
  customer_id: z.string().nullish(),
  items: z
    .array(
      z.object({
        price: z.object({ id: z.string().min(1) }),
        trial_dates: z.object({ starts_at: date, ends_at: date }).nullish(),
      }),
    )
    .min(1),
  current_billing_period: z.object({ starts_at: date, ends_at: date }).nullish(),
  scheduled_change: z.object({ action: z.string(), effective_at: date }).nullish(),
  canceled_at: nullableDate,
  custom_data: z.record(z.string(), z.unknown()).nullish(),
});

const envelope = z.object({
  event_id: z.string().min(1),
  event_type: z.string().min(1),
  occurred_at: date,
  data: z.unknown(),
});

/**
 * Reads a Paddle Billing event (the shape our local provider sends too) into our own words. Events
 * about anything but a subscription keep their id and time, so they are still recorded once.
 */
export function readPaddleEvent(rawBody: string): BillingEvent {
  const event = envelope.parse(JSON.parse(rawBody));
  const base = { id: event.event_id, type: event.event_type, occurredAt: event.occurred_at };
  if (!event.event_type.startsWith("subscription.")) return { ...base, subscription: null };
  const data = subscription.parse(event.data);
  const [item] = data.items;
  const custom = (key: string) => {
    const value = data.custom_data?.[key];
    return typeof value === "string" ? value : null;
  };
  return {
    ...base,
    subscription: {
      id: data.id,
      status: data.status satisfies SubscriptionStatus,
      priceId: item!.price.id,
      customerId: data.customer_id ?? null,
      appUserId: custom("app_user_id"),
      trialEndsAt: data.status === "trialing" ? (item!.trial_dates?.ends_at ?? null) : null,
      currentPeriodEndsAt: data.current_billing_period?.ends_at ?? null,
      cancelAtPeriodEnd: data.scheduled_change?.action === "cancel",
      canceledAt: data.canceled_at,
      ctaVariant: custom("cta_variant"),
      source: custom("source"),
    },
  };
}
