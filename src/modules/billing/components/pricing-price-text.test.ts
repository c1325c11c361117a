import { describe, expect, it } from "vitest";
import { fallbackPrices, pricesFrom } from "../prices";
import {
  formatCount,
  formatMoney,
  formatPercent,
  formatWholeMoney,
  planPriceFigures,
  showsSaving,
} from "./pricing-price-text";

const fallback = fallbackPrices({ monthly: "pri_m", annual: "pri_a" });

describe("planPriceFigures", () => {
  it("shows the annual plan as a monthly figure with the year's price and the monthly price it beats", () => {
    expect(planPriceFigures(fallback, "annual", "en-us")).toEqual({
      plan: "annual",
      perMonth: "$1.67",
      charged: "$19.99",
      insteadOf: "$4.99",
      label: "bestValue",
    });
  });

  it("shows the monthly plan at its own price, cancellable anytime", () => {
    expect(planPriceFigures(fallback, "monthly", "en-us")).toEqual({
      plan: "monthly",
      perMonth: "$4.99",
      charged: "$4.99",
      insteadOf: null,
      label: "cancelAnytime",
    });
  });

  it("formats in the reader's language and the provider's currency", () => {
    const euros = pricesFrom({
      monthly: { priceId: "m", amountMinor: 599, currency: "EUR" },
      annual: { priceId: "a", amountMinor: 4800, currency: "EUR" },
    });
    const figures = planPriceFigures(euros, "annual", "de-de");
    expect(figures.perMonth).toBe("4,00\u00a0€");
    expect(figures.charged).toBe("48,00\u00a0€");
    expect(figures.insteadOf).toBe("5,99\u00a0€");
  });

  it("strikes nothing through when a year costs no less than twelve months", () => {
    const flat = pricesFrom({
      monthly: { priceId: "m", amountMinor: 500, currency: "USD" },
      annual: { priceId: "a", amountMinor: 6000, currency: "USD" },
    });
    expect(planPriceFigures(flat, "annual", "en-us").insteadOf).toBeNull();
    expect(showsSaving(flat)).toBe(false);
    expect(showsSaving(fallback)).toBe(true);
  });
});

describe("formatWholeMoney", () => {
  it("drops the cents of the free plan's zero", () => {
    expect(formatWholeMoney(0, "USD", "en-us")).toBe("$0");
  });
});

describe("formatCount", () => {
  it("writes counts in the same digits as the prices beside them", () => {
    expect(formatCount(7, "ar-sa")).toBe("٧");
    expect(formatMoney(19.99, "USD", "ar-sa")).toContain("١٩٫٩٩");
    expect(formatCount(30, "fa-ir")).toBe("۳۰");
    expect(formatCount(7, "hi-in")).toBe("7");
    expect(formatCount(67, "en-us")).toBe("67");
  });

  it("writes the saving as each language writes a percent", () => {
    expect(formatPercent(67, "en-us")).toBe("67%");
    expect(formatPercent(67, "de-de")).toBe("67\u00a0%");
    expect(formatPercent(67, "tr-tr")).toBe("%67");
    expect(formatPercent(67, "ar-sa")).toContain("٦٧٪");
  });
});
