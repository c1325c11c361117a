import { describe, expect, it } from "vitest";
import { discountPercent, fallbackPrices, perMonth, pricesFrom } from "./prices";

describe("prices", () => {
  it("divides the provider's minor units by 100", () => {
    const prices = pricesFrom({
      monthly: { priceId: "pri_m", amountMinor: 999, currency: "EUR" },
      annual: { priceId: "pri_a", amountMinor: 5999, currency: "EUR" },
    });
    expect(prices.monthly).toEqual({ plan: "monthly", price_id: "pri_m", amount: 9.99, currency: "EUR" });
    expect(prices.annual.amount).toBe(59.99);
    expect(prices.annual.per_month).toBe(5);
    expect(prices.discount_percent).toBe(50);
    expect(prices.fallback).toBe(false);
  });

  it("works out a year's price per month to two decimals", () => {
    expect(perMonth(19.99)).toBe(1.67);
    expect(perMonth(59.88)).toBe(4.99);
  });

  it("rounds the discount to whole percent and falls back to 50", () => {
    expect(discountPercent(4.99, 19.99)).toBe(67);
    expect(discountPercent(10, 60)).toBe(50);
    expect(discountPercent(10, 120)).toBe(0);
    expect(discountPercent(0, 19.99)).toBe(50);
    expect(discountPercent(Number.NaN, 19.99)).toBe(50);
  });

  it("offers 4.99 a month and 19.99 a year when the provider cannot be asked", () => {
    const prices = fallbackPrices({ monthly: "pri_m", annual: "pri_a" });
    expect(prices.monthly.amount).toBe(4.99);
    expect(prices.annual.amount).toBe(19.99);
    expect(prices.annual.per_month).toBe(1.67);
    expect(prices.discount_percent).toBe(67);
    expect(prices.trial_days).toBe(7);
    expect(prices.money_back_days).toBe(30);
    expect(prices.fallback).toBe(true);
  });
});
