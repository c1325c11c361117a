import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
