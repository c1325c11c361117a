import { describe, expect, it } from "vitest";
import { accessFrom, RENEWAL_GRACE_DAYS } from "./access";

const end = new Date("2026-12-23T00:00:00Z");

describe("what a subscription grants", () => {
  it("gives Premium while trialing, active or past due, a few days past the period for the renewal", () => {
    for (const status of ["trialing", "active", "past_due"] as const) {
      const flags = accessFrom({ status, cancelAtPeriodEnd: false, currentPeriodEndsAt: end });
      expect(flags.premium).toBe(true);
      expect(flags.premiumCancelled).toBe(false);
      expect(flags.premiumUntil!.getTime() - end.getTime()).toBe(RENEWAL_GRACE_DAYS * 86_400_000);
    }
  });

  it("keeps a cancelled subscription's access exactly to the end of its period", () => {
    expect(accessFrom({ status: "active", cancelAtPeriodEnd: true, currentPeriodEndsAt: end })).toEqual({
      premium: false,
      premiumCancelled: true,
      premiumUntil: end,
    });
  });

  it("gives nothing once paused or canceled", () => {
    for (const status of ["paused", "canceled"] as const) {
      expect(accessFrom({ status, cancelAtPeriodEnd: false, currentPeriodEndsAt: end })).toEqual({
        premium: false,
        premiumCancelled: false,
        premiumUntil: null,
      });
    }
  });
});
