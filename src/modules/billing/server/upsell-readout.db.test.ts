import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, subscriptions, users } from "@/db/schema";
import { createTestDatabase, testDrivers, type TestDatabase } from "@/db/testing/test-database";
import { loadUpsellFunnels } from "./upsell-readout";

describe.each(testDrivers())("the upsell readout on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  const event = (name: string, ctaVariant: string, source: string | null = null) => ({
    name,
    visitorId: "visitor-1",
    device: "mobile" as const,
    path: "/exercises",
    occurredAt: new Date(),
    ctaVariant,
    source,
  });

  async function sold(ctaVariant: string, source: string, trial: boolean, paid: boolean) {
    const userId = randomUUID();
    await database.db.insert(users).values({ id: userId, name: "Buyer", email: `${userId}@example.com` });
    await database.db.insert(subscriptions).values({
      id: `sub_${userId}`,
      userId,
      provider: "local",
      status: paid ? "active" : "trialing",
      plan: "annual",
      priceId: "local_annual",
      lastEventAt: new Date(),
      ctaVariant,
      source,
      startedWithTrial: trial,
      paidAt: paid ? new Date() : null,
    });
  }

  it("counts each variant's views, clicks, checkouts, trials and paid subscriptions from the modal only", async () => {
    await database.db
      .insert(analyticsEvents)
      .values([
        event("upsell_view", "v2"),
        event("upsell_view", "v2"),
        event("upsell_view", "v2"),
        event("upsell_close", "v2"),
        event("upsell_click", "v2"),
        event("checkout_open", "v2", "cta_modal_v2"),
        event("checkout_open", "v2", "cta_landing_v2"),
        event("upsell_view", "current"),
      ]);
    await sold("v2", "cta_modal_v2", true, false);
    await sold("v2", "cta_modal_v2", true, true);
    await sold("v2", "cta_modal_v2", false, true);
    await sold("v2", "cta_landing_v2", true, true);

    const funnels = await loadUpsellFunnels(database.db);
    expect(funnels.map((row) => row.variant)).toEqual(["current", "v1", "v2", "v3", "v4"]);
    expect(funnels.find((row) => row.variant === "v2")).toEqual({
      variant: "v2",
      views: 3,
      clicks: 1,
      checkouts: 1,
      trials: 2,
      paid: 2,
    });
    expect(funnels.find((row) => row.variant === "current")).toMatchObject({ views: 1, clicks: 0, trials: 0 });
  });
});
