import { describe, expect, it } from "vitest";
import { pickPayments } from "./index";

const BASE = {
  PADDLE_ENVIRONMENT: "sandbox" as const,
  LOCAL_PAYMENTS_SECRET: "local-secret-for-tests",
  PGLITE_DIR: "/tmp/moveatlas-pick-payments/pglite",
  SITE_URL: "http://localhost:3000",
};

const PADDLE = {
  ...BASE,
  PADDLE_CLIENT_TOKEN: "test_token",
  PADDLE_API_KEY: "pdl_sdbx_apikey_test",
  PADDLE_WEBHOOK_SECRET: "pdl_ntfset_test",
  PADDLE_PRICE_MONTHLY: "pri_monthly_trial",
  PADDLE_PRICE_ANNUAL: "pri_annual_trial",
  PADDLE_PRICE_MONTHLY_NO_TRIAL: "pri_monthly_paid",
  PADDLE_PRICE_ANNUAL_NO_TRIAL: "pri_annual_paid",
};

describe("choosing the payment provider", () => {
  it("takes Paddle when every key and all four prices are set", () => {
    expect(pickPayments(PADDLE).kind).toBe("paddle");
  });

  it("sells a first subscription with the trial and a second one without it", () => {
    const paddle = pickPayments(PADDLE);
    expect(paddle.checkoutPriceId("annual", true)).toBe("pri_annual_trial");
    expect(paddle.checkoutPriceId("annual", false)).toBe("pri_annual_paid");
    expect(paddle.checkoutPriceId("monthly", false)).toBe("pri_monthly_paid");
  });

  it("knows the plan of every price it sells", () => {
    const paddle = pickPayments(PADDLE);
    expect(paddle.planOf("pri_annual_trial")).toBe("annual");
    expect(paddle.planOf("pri_annual_paid")).toBe("annual");
    expect(paddle.planOf("pri_monthly_paid")).toBe("monthly");
  });

  it("falls back to the local provider when a price without trial is missing, rather than give a second trial", () => {
    const { PADDLE_PRICE_ANNUAL_NO_TRIAL: _left, ...partial } = PADDLE;
    expect(pickPayments(partial).kind).toBe("local");
  });

  it("runs locally on a fresh machine, one price per plan with the trial as a flag", () => {
    const local = pickPayments(BASE);
    expect(local.kind).toBe("local");
    expect(local.checkoutPriceId("annual", false)).toBe("local_annual");
    expect(local.planOf("local_annual")).toBe("annual");
  });
});
