import "server-only";
import path from "node:path";
import { env } from "@/config/env";
import { keptSecret } from "@/lib/kept-secret";
import { localPayments } from "./local";
import { paddlePayments } from "./paddle";
import type { PaymentProvider } from "./types";

export type * from "./types";
export { InvalidSignatureError } from "./types";

type PaymentsEnv = Pick<
  typeof env,
  | "PADDLE_CLIENT_TOKEN"
  | "PADDLE_API_KEY"
  | "PADDLE_WEBHOOK_SECRET"
  | "PADDLE_PRICE_MONTHLY"
  | "PADDLE_PRICE_ANNUAL"
  | "PADDLE_PRICE_MONTHLY_NO_TRIAL"
  | "PADDLE_PRICE_ANNUAL_NO_TRIAL"
  | "PADDLE_ENVIRONMENT"
  | "LOCAL_PAYMENTS_SECRET"
  | "PGLITE_DIR"
  | "SITE_URL"
>;

/** Paddle when it is fully configured, otherwise the local provider (same events, same route). */
export function pickPayments(config: PaymentsEnv): PaymentProvider {
  const { PADDLE_CLIENT_TOKEN, PADDLE_API_KEY, PADDLE_WEBHOOK_SECRET, PADDLE_PRICE_MONTHLY, PADDLE_PRICE_ANNUAL } =
    config;
  const paidMonthly = config.PADDLE_PRICE_MONTHLY_NO_TRIAL;
  const paidAnnual = config.PADDLE_PRICE_ANNUAL_NO_TRIAL;
  const prices = PADDLE_PRICE_MONTHLY && PADDLE_PRICE_ANNUAL && paidMonthly && paidAnnual;
  if (PADDLE_CLIENT_TOKEN && PADDLE_API_KEY && PADDLE_WEBHOOK_SECRET && prices) {
    return paddlePayments({
      apiKey: PADDLE_API_KEY,
      clientToken: PADDLE_CLIENT_TOKEN,
      webhookSecret: PADDLE_WEBHOOK_SECRET,
      environment: config.PADDLE_ENVIRONMENT,
      priceIds: { monthly: PADDLE_PRICE_MONTHLY, annual: PADDLE_PRICE_ANNUAL },
      paidPriceIds: { monthly: paidMonthly, annual: paidAnnual },
    });
  }
  return localPayments({
    secret: keptSecret(config.LOCAL_PAYMENTS_SECRET, path.dirname(config.PGLITE_DIR), "payments-secret"),
    webhookUrl: new URL("/api-next/billing/webhook", config.SITE_URL).toString(),
  });
}

let provider: PaymentProvider | undefined;

/** Made on first use, so a build never reads the data folder. */
export function getPayments(): PaymentProvider {
  provider ??= pickPayments(env);
  return provider;
}
