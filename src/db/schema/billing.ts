import { bigserial, boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

const at = () => timestamp({ withTimezone: true });

/**
 * A user's subscription as the payment provider last told us. Rows are written only from verified
 * webhooks; `lastEventAt` lets an older event that arrives late leave a newer state alone.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    /** The provider's subscription id. */
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text({ enum: ["paddle", "local"] }).notNull(),
    status: text({ enum: ["trialing", "active", "past_due", "paused", "canceled"] }).notNull(),
    plan: text({ enum: ["monthly", "annual"] }).notNull(),
    priceId: text().notNull(),
    customerId: text(),
    trialEndsAt: at(),
    currentPeriodEndsAt: at(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    canceledAt: at(),
    /** Which offer sold it (checkout custom data): the upsell readout groups by these. */
    ctaVariant: text(),
    source: text(),
    startedWithTrial: boolean().notNull().default(false),
    /** When it first became a paying subscription (active), trial or not. */
    paidAt: at(),
    lastEventAt: at().notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at()
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index("subscriptions_user_idx").on(table.userId, table.lastEventAt)],
);

/** Every webhook event applied, by the provider's event id: a second delivery of one is ignored. */
export const billingEvents = pgTable("billing_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  subscriptionId: text(),
  occurredAt: at().notNull(),
  receivedAt: at().notNull().defaultNow(),
});

/**
 * First-party product analytics: what the upsell offers were shown and how visitors answered. An
 * anonymous random visitor id, never an address or a user id.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    name: text().notNull(),
    visitorId: text().notNull(),
    ctaVariant: text(),
    source: text(),
    device: text({ enum: ["mobile", "tablet", "desktop"] }).notNull(),
    path: text().notNull(),
    props: jsonb().$type<Record<string, string | number | boolean>>().notNull().default({}),
    occurredAt: at().notNull(),
    receivedAt: at().notNull().defaultNow(),
  },
  (table) => [index("analytics_events_name_idx").on(table.name, table.ctaVariant)],
);
