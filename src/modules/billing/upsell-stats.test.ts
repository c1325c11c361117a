import { describe, expect, it } from "vitest";
import { completeFunnels, formatUpsellReport, wilsonInterval } from "./upsell-stats";

describe("the upsell readout", () => {
  it("gives the 95% Wilson interval of a rate", () => {
    // 10 of 100: the textbook interval is 5.5%–17.4%.
    const { rate, low, high } = wilsonInterval(10, 100);
    expect(rate).toBe(0.1);
    expect(low).toBeCloseTo(0.0552, 3);
    expect(high).toBeCloseTo(0.1744, 3);
  });

  it("keeps the interval inside 0–100% at the extremes, where the normal approximation leaves it", () => {
    const none = wilsonInterval(0, 20);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.161, 3);
    const all = wilsonInterval(20, 20);
    expect(all.high).toBeCloseTo(1, 9);
    expect(all.low).toBeCloseTo(0.839, 3);
    expect(wilsonInterval(0, 0)).toEqual({ rate: 0, low: 0, high: 0 });
  });

  it("lists every variant in order, a variant not yet shown with zeros", () => {
    const rows = completeFunnels([{ variant: "v3", views: 5, clicks: 1, checkouts: 1, trials: 1, paid: 0 }]);
    expect(rows.map((row) => row.variant)).toEqual(["current", "v1", "v2", "v3", "v4"]);
    expect(rows[0]).toEqual({ variant: "current", views: 0, clicks: 0, checkouts: 0, trials: 0, paid: 0 });
  });

  it("prints counts and rates per view with their intervals, and a dash where nothing was shown", () => {
    const report = formatUpsellReport([{ variant: "v2", views: 200, clicks: 30, checkouts: 12, trials: 8, paid: 3 }]);
    const [header, current, , v2] = report.split("\n");
    expect(header).toMatch(
      /^variant\s+views\s+clicks\s+checkouts\s+trials\s+paid\s+click rate\s+trial rate\s+paid rate$/,
    );
    expect(current).toMatch(/^current\s+0\s+0\s+0\s+0\s+0\s+–\s+–\s+–$/);
    expect(v2).toMatch(
      /^v2\s+200\s+30\s+12\s+8\s+3\s+15\.0% \[10\.7%–20\.6%\]\s+4\.0% \[2\.0%–7\.7%\]\s+1\.5% \[0\.5%–4\.3%\]$/,
    );
    expect(report).toContain("95% Wilson intervals");
  });
});
