"use client";

import { CheckoutEventNames, initializePaddle, type Paddle } from "@paddle/paddle-js";
import type { CheckoutDto } from "../dto";

let paddle: Promise<Paddle | undefined> | null = null;
let onCompleted: (() => void) | null = null;

/** Paddle's checkout languages are two-letter codes, with Chinese named by its script. */
const paddleLocale = (locale: string) => (locale === "zh-cn" ? "zh-Hans" : (locale.split("-")[0] ?? "en"));

/**
 * Paddle's overlay checkout (spec §7: dark theme, the page's language, one-page variant, our user id
 * and the A/B variant in custom data). Paddle.js is initialised once per page; the token never changes.
 */
export async function openPaddleCheckout(order: CheckoutDto, locale: string, completed: () => void) {
  if (order.checkout.provider !== "paddle") throw new Error("Not a Paddle checkout");
  onCompleted = completed;
  paddle ??= initializePaddle({
    token: order.checkout.token,
    environment: order.checkout.environment,
    eventCallback: (event) => {
      if (event.name === CheckoutEventNames.CHECKOUT_COMPLETED) onCompleted?.();
    },
  });
  const instance = await paddle;
  if (!instance) throw new Error("Paddle.js did not load");
  instance.Checkout.open({
    settings: { displayMode: "overlay", theme: "dark", locale: paddleLocale(locale), variant: "one-page" },
    items: [{ priceId: order.price_id, quantity: 1 }],
    customer: { email: order.customer.email },
    customData: order.custom_data,
  });
}
