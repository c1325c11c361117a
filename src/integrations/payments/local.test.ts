import { describe, expect, it } from "vitest";
import { localPayments } from "./local";

function capture() {
  const sent: { url: string; body: string; signature: string }[] = [];
  const provider = localPayments({
    secret: "local-secret-for-tests",
    webhookUrl: "http://app.test/api-next/billing/webhook",
    send: async (url, body, signature) => {
      sent.push({ url, body, signature });
    },
  });
  return { provider, sent };
}

describe("the local payment provider", () => {
  it("quotes 4.99 a month and 19.99 a year", async () => {
    const { provider } = capture();
    expect(await provider.previewPrices()).toEqual({
      monthly: { priceId: "local_monthly", amountMinor: 499, currency: "USD" },
      annual: { priceId: "local_annual", amountMinor: 1999, currency: "USD" },
    });
  });

  it("completes a purchase by sending signed events that it, like any provider, can read back", async () => {
    const { provider, sent } = capture();
    await provider.local!.completePurchase({
      userId: "user-1",
      email: "a@example.com",
      priceId: "local_annual",
      trial: true,
      customData: { app_user_id: "user-1", cta_variant: "v2", source: "cta_modal_v2" },
    });
    expect(sent.map((event) => JSON.parse(event.body).event_type)).toEqual([
      "transaction.completed",
      "subscription.created",
    ]);
    const created = await provider.readWebhook(sent[1]!.body, sent[1]!.signature);
    expect(created.subscription).toMatchObject({
      status: "trialing",
      priceId: "local_annual",
      appUserId: "user-1",
      cancelAtPeriodEnd: false,
    });
    const trialDays = (created.subscription!.trialEndsAt!.getTime() - created.occurredAt.getTime()) / 86_400_000;
    expect(Math.round(trialDays)).toBe(7);
    await expect(provider.readWebhook(sent[1]!.body.replace("user-1", "user-2"), sent[1]!.signature)).rejects.toThrow(
      /signature/,
    );
  });

  it("schedules a cancellation for the end of the period, and takes it back", async () => {
    const { provider, sent } = capture();
    const endsAt = new Date(Date.now() + 30 * 86_400_000);
    const known = {
      id: "sub_1",
      status: "active" as const,
      priceId: "local_monthly",
      customerId: null,
      appUserId: "user-1",
      trialEndsAt: null,
      currentPeriodEndsAt: endsAt,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      ctaVariant: "v2",
      source: "cta_modal_v2",
    };
    await provider.cancelAtPeriodEnd(known);
    await provider.resume({ ...known, cancelAtPeriodEnd: true });
    const [cancel, resume] = await Promise.all(sent.map((event) => provider.readWebhook(event.body, event.signature)));
    expect(cancel!.subscription).toMatchObject({ id: "sub_1", cancelAtPeriodEnd: true, currentPeriodEndsAt: endsAt });
    expect(resume!.subscription).toMatchObject({ id: "sub_1", cancelAtPeriodEnd: false });
  });
});
