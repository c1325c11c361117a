import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signPayload } from "../../src/integrations/payments/signature";
import { signedUpUser } from "../support/accounts";
import { LOCAL_PAYMENTS_SECRET } from "../support/e2e-paths";

const BILLING = "/api-next/billing";
const WEBHOOK = `${BILLING}/webhook`;
const DAY = 86_400_000;

type Session = { status: string; profile: { premium: boolean; premium_cancelled: boolean } };
type Subscription = {
  plan: string;
  status: string;
  trial_ends_at: string | null;
  current_period_ends_at: string | null;
  cancel_at_period_end: boolean;
};

const session = async (api: APIRequestContext) => (await (await api.get("/api-next/user/session")).json()) as Session;
const subscription = async (api: APIRequestContext) =>
  ((await (await api.get(`${BILLING}/subscription`)).json()) as { subscription: Subscription | null }).subscription;

async function saveWorkout(api: APIRequestContext, name: string) {
  const exercise = (await (await api.get("/api-next/exercises/barbell-squat")).json()) as { id: number };
  return api.post("/api-next/workout/builder/workouts", {
    data: { name, exercises: [{ exercise: exercise.id, sets: { regular: 3, warmup: 1 }, order: 0, reps: "5" }] },
  });
}

function subscriptionEvent(userId: string, subscriptionId: string, occurredAt: Date, changes: Record<string, unknown>) {
  return JSON.stringify({
    event_id: `evt_test_${randomUUID()}`,
    event_type: "subscription.updated",
    occurred_at: occurredAt.toISOString(),
    data: {
      id: subscriptionId,
      status: "active",
      customer_id: "ctm_test",
      items: [{ price: { id: "local_monthly" } }],
      current_billing_period: {
        starts_at: occurredAt.toISOString(),
        ends_at: new Date(occurredAt.getTime() + 30 * DAY).toISOString(),
      },
      scheduled_change: null,
      canceled_at: null,
      custom_data: { app_user_id: userId },
      ...changes,
    },
  });
}

const deliver = (api: APIRequestContext, body: string, signature = signPayload(LOCAL_PAYMENTS_SECRET, body)) =>
  api.post(WEBHOOK, { data: body, headers: { "content-type": "application/json", "paddle-signature": signature } });

test.describe("Premium over HTTP", () => {
  test("prices: 4.99 a month, 19.99 a year, 1.67 a month on the year, 67% off, a 7-day trial", async ({ request }) => {
    const response = await request.get(`${BILLING}/prices`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("max-age=300");
    expect(await response.json()).toMatchObject({
      monthly: { amount: 4.99, currency: "USD" },
      annual: { amount: 19.99, per_month: 1.67 },
      discount_percent: 67,
      trial_days: 7,
      money_back_days: 30,
      fallback: false,
    });
  });

  test("checkout needs a signed-in user and a real plan", async ({ request, baseURL }) => {
    expect((await request.post(`${BILLING}/checkout`, { data: { plan: "annual" } })).status()).toBe(401);
    const { api } = await signedUpUser(baseURL!, "plan");
    const bad = await api.post(`${BILLING}/checkout`, { data: { plan: "weekly" } });
    expect(bad.status()).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("must be monthly or annual");
    const order = await api.post(`${BILLING}/checkout`, {
      data: { plan: "annual", cta_variant: "v3", source: "cta_modal_v3" },
    });
    expect(await order.json()).toMatchObject({
      checkout: { provider: "local" },
      plan: "annual",
      price_id: "local_annual",
      trial: true,
      custom_data: { cta_variant: "v3", source: "cta_modal_v3" },
    });
  });

  test("the local checkout starts the trial through the webhook: limits go, a fourth workout saves", async ({
    baseURL,
  }) => {
    const { api } = await signedUpUser(baseURL!, "trial");
    for (const name of ["One", "Two", "Three"]) expect((await saveWorkout(api, name)).status()).toBe(201);
    const refused = await saveWorkout(api, "Four");
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe("PLAN_LIMIT");

    const done = await api.post(`${BILLING}/local-checkout`, {
      data: { plan: "annual", cta_variant: "v2", source: "cta_modal_v2" },
    });
    expect(done.status(), await done.text()).toBe(200);
    expect(await session(api)).toMatchObject({ status: "premium", profile: { premium: true } });
    const trial = await subscription(api);
    expect(trial).toMatchObject({ plan: "annual", status: "trialing", cancel_at_period_end: false });
    expect(Math.round((Date.parse(trial!.trial_ends_at!) - Date.now()) / DAY)).toBe(7);
    expect((await saveWorkout(api, "Four")).status()).toBe(201);

    const again = await api.post(`${BILLING}/checkout`, { data: { plan: "monthly" } });
    expect(again.status()).toBe(409);
  });

  test("cancelling keeps Premium to the end of the period, and can be taken back", async ({ baseURL }) => {
    const { api } = await signedUpUser(baseURL!, "cancel");
    await api.post(`${BILLING}/local-checkout`, { data: { plan: "monthly" } });
    expect((await api.post(`${BILLING}/subscription/cancel`, { data: {} })).status()).toBe(200);
    const cancelled = await subscription(api);
    expect(cancelled!.cancel_at_period_end).toBe(true);
    expect(await session(api)).toMatchObject({
      status: "premium",
      profile: { premium: false, premium_cancelled: true },
    });
    expect((await api.post(`${BILLING}/subscription/resume`, { data: {} })).status()).toBe(200);
    expect((await subscription(api))!.cancel_at_period_end).toBe(false);
    expect((await session(api)).profile).toMatchObject({ premium: true, premium_cancelled: false });

    const other = await signedUpUser(baseURL!, "nosub");
    expect((await other.api.post(`${BILLING}/subscription/cancel`, { data: {} })).status()).toBe(404);
  });

  test("webhooks: unsigned, forged and stale signatures are refused; a replay changes nothing", async ({
    request,
    baseURL,
  }) => {
    const { api, pk } = await signedUpUser(baseURL!, "hook");
    const body = subscriptionEvent(pk, `sub_test_${randomUUID()}`, new Date(), {});
    const unsigned = await request.post(WEBHOOK, { data: body, headers: { "content-type": "application/json" } });
    expect(unsigned.status()).toBe(400);
    expect((await unsigned.json()).error.code).toBe("INVALID_SIGNATURE");
    expect((await deliver(request, body, signPayload("not-the-secret-at-all", body))).status()).toBe(400);
    expect(
      (await deliver(request, body, signPayload(LOCAL_PAYMENTS_SECRET, body, new Date(Date.now() - 60_000)))).status(),
    ).toBe(400);
    expect((await session(api)).status).toBe("registered");

    const signature = signPayload(LOCAL_PAYMENTS_SECRET, body);
    expect(await (await deliver(request, body, signature)).json()).toEqual({ outcome: "applied" });
    expect(await (await deliver(request, body, signature)).json()).toEqual({ outcome: "duplicate" });
    expect((await session(api)).status).toBe("premium");
  });

  test("webhooks out of order: an older event arriving late leaves the newer state", async ({ request, baseURL }) => {
    const { api, pk } = await signedUpUser(baseURL!, "order");
    const id = `sub_test_${randomUUID()}`;
    const earlier = new Date(Date.now() - 60_000);
    const later = new Date(Date.now() - 30_000);
    const canceled = subscriptionEvent(pk, id, later, { status: "canceled", canceled_at: later.toISOString() });
    const active = subscriptionEvent(pk, id, earlier, {});
    expect(await (await deliver(request, canceled)).json()).toEqual({ outcome: "applied" });
    expect(await (await deliver(request, active)).json()).toEqual({ outcome: "stale" });
    expect((await session(api)).status).toBe("registered");
    expect((await subscription(api))!.status).toBe("canceled");
  });

  test("a signed body that is not an event is a clear 400", async ({ request }) => {
    const response = await deliver(request, '{"hello":"world"}');
    expect(response.status()).toBe(400);
    expect((await response.json()).error.code).toBe("VALIDATION");
  });
});
