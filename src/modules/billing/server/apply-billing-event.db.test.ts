import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions, users } from "@/db/schema";
import { createTestDatabase, testDrivers, type TestDatabase } from "@/db/testing/test-database";
import type { BillingEvent, SubscriptionSnapshot } from "@/integrations/payments/types";
import { loadSessionUser } from "@/modules/accounts/server/session-user";
import { applyBillingEvent } from "./apply-billing-event";

const PAYMENTS = {
  kind: "local" as const,
  planOf: (priceId: string) => (priceId === "pri_a" ? ("annual" as const) : ("monthly" as const)),
};
const DAY = 86_400_000;

describe.each(testDrivers())("billing events on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  async function newUser() {
    const id = randomUUID();
    await database.db.insert(users).values({ id, name: "Buyer", email: `${id}@example.com` });
    return id;
  }
  const snapshot = (userId: string, subscriptionId: string, changes: Partial<SubscriptionSnapshot> = {}) => ({
    id: subscriptionId,
    status: "trialing" as const,
    priceId: "pri_a",
    customerId: "ctm_1",
    appUserId: userId,
    trialEndsAt: new Date(Date.now() + 7 * DAY),
    currentPeriodEndsAt: new Date(Date.now() + 7 * DAY),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    ctaVariant: null,
    source: null,
    ...changes,
  });
  const event = (subscription: SubscriptionSnapshot | null, occurredAt: Date, type = "subscription.updated") =>
    ({ id: `evt_${randomUUID()}`, type, occurredAt, subscription }) satisfies BillingEvent;
  const status = async (userId: string) => (await loadSessionUser(database.db, userId))!;
  const row = async (id: string) =>
    (await database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

  it("starts the trial: the user becomes Premium, the annual plan is recorded and the trial is used", async () => {
    const userId = await newUser();
    expect((await status(userId)).status).toBe("registered");
    const created = event(snapshot(userId, "sub_trial"), new Date(), "subscription.created");
    expect(await applyBillingEvent(database.db, created, PAYMENTS)).toBe("applied");
    expect((await status(userId)).status).toBe("premium");
    expect(await row("sub_trial")).toMatchObject({ status: "trialing", plan: "annual", userId });
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.trialUsed).toBe(true);
  });

  it("ignores a second delivery of the same event", async () => {
    const userId = await newUser();
    const created = event(snapshot(userId, "sub_twice"), new Date(), "subscription.created");
    expect(await applyBillingEvent(database.db, created, PAYMENTS)).toBe("applied");
    expect(await applyBillingEvent(database.db, created, PAYMENTS)).toBe("duplicate");
  });

  it("keeps the newer state when an older event arrives late", async () => {
    const userId = await newUser();
    const t0 = new Date(Date.now() - 60_000);
    const cancelled = event(
      snapshot(userId, "sub_order", { status: "canceled", canceledAt: new Date() }),
      new Date(t0.getTime() + 30_000),
    );
    const created = event(snapshot(userId, "sub_order"), t0, "subscription.created");
    expect(await applyBillingEvent(database.db, cancelled, PAYMENTS)).toBe("applied");
    expect(await applyBillingEvent(database.db, created, PAYMENTS)).toBe("stale");
    expect((await row("sub_order")).status).toBe("canceled");
    expect((await status(userId)).status).toBe("registered");
  });

  it("runs the lifecycle: trial, paid, cancel at period end keeps access until then, then it lapses", async () => {
    const userId = await newUser();
    const start = Date.now() - 10_000;
    const periodEnd = new Date(Date.now() + 30 * DAY);
    await applyBillingEvent(database.db, event(snapshot(userId, "sub_life"), new Date(start)), PAYMENTS);
    await applyBillingEvent(
      database.db,
      event(
        snapshot(userId, "sub_life", { status: "active", trialEndsAt: null, currentPeriodEndsAt: periodEnd }),
        new Date(start + 1000),
      ),
      PAYMENTS,
    );
    expect((await status(userId)).profile).toMatchObject({ premium: true, premium_cancelled: false });

    await applyBillingEvent(
      database.db,
      event(
        snapshot(userId, "sub_life", { status: "active", currentPeriodEndsAt: periodEnd, cancelAtPeriodEnd: true }),
        new Date(start + 2000),
      ),
      PAYMENTS,
    );
    const cancelled = await status(userId);
    expect(cancelled.status).toBe("premium");
    expect(cancelled.profile).toMatchObject({ premium: false, premium_cancelled: true });

    // The period ends with no further event: access ends on time all the same.
    await database.db
      .update(users)
      .set({ premiumUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, userId));
    expect((await status(userId)).status).toBe("registered");

    await applyBillingEvent(
      database.db,
      event(snapshot(userId, "sub_life", { status: "canceled", canceledAt: periodEnd }), new Date(start + 3000)),
      PAYMENTS,
    );
    expect((await status(userId)).profile).toMatchObject({ premium: false, premium_cancelled: false });
  });

  it("keeps the offer that sold it, that it began with a trial, and when it was first paid for", async () => {
    const userId = await newUser();
    const start = Date.now();
    const offer = { ctaVariant: "v3", source: "cta_modal_v3" };
    await applyBillingEvent(database.db, event(snapshot(userId, "sub_sold", offer), new Date(start)), PAYMENTS);
    expect(await row("sub_sold")).toMatchObject({ ...offer, startedWithTrial: true, paidAt: null });

    const paid = new Date(start + 1000);
    await applyBillingEvent(database.db, event(snapshot(userId, "sub_sold", { status: "active" }), paid), PAYMENTS);
    await applyBillingEvent(
      database.db,
      event(snapshot(userId, "sub_sold", { status: "active", cancelAtPeriodEnd: true }), new Date(start + 2000)),
      PAYMENTS,
    );
    expect(await row("sub_sold")).toMatchObject({ ...offer, startedWithTrial: true, paidAt: paid });
  });

  it("records events about other things, and refuses to guess the owner of an unknown subscription", async () => {
    expect(await applyBillingEvent(database.db, event(null, new Date(), "transaction.completed"), PAYMENTS)).toBe(
      "recorded",
    );
    const orphan = snapshot("no-such-user", "sub_orphan");
    expect(await applyBillingEvent(database.db, event(orphan, new Date()), PAYMENTS)).toBe("unknown-user");
  });
});
