import { CTA_VARIANTS, type CtaVariant } from "./cta-variants";

/** One upsell variant's funnel, counted from the modal's own events and the subscriptions it sold. */
export type VariantFunnel = {
  variant: CtaVariant;
  views: number;
  clicks: number;
  checkouts: number;
  trials: number;
  paid: number;
};

export type Interval = { rate: number; low: number; high: number };

/** 95% Wilson score interval: honest at small counts and at rates near 0 or 1, unlike rate ± 1.96·SE. */
export function wilsonInterval(successes: number, trials: number, z = 1.96): Interval {
  if (trials <= 0) return { rate: 0, low: 0, high: 0 };
  const rate = successes / trials;
  const z2 = z * z;
  const centre = rate + z2 / (2 * trials);
  const margin = z * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials));
  const denominator = 1 + z2 / trials;
  return {
    rate,
    low: Math.max(0, (centre - margin) / denominator),
    high: Math.min(1, (centre + margin) / denominator),
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const rateOf = (successes: number, views: number) => {
  if (views === 0) return "–";
  const { rate, low, high } = wilsonInterval(successes, views);
  return `${percent(rate)} [${percent(low)}–${percent(high)}]`;
};

/** Every variant, in the spec's order, with zeros for one that has not been shown yet. */
export function completeFunnels(rows: VariantFunnel[]): VariantFunnel[] {
  return CTA_VARIANTS.map(
    (variant) =>
      rows.find((row) => row.variant === variant) ?? { variant, views: 0, clicks: 0, checkouts: 0, trials: 0, paid: 0 },
  );
}

/**
 * The readout as a table: counts, then click-through, trial and paid rates per view, each with its
 * 95% interval. A variant whose paid interval lies wholly above another's beats it.
 */
export function formatUpsellReport(rows: VariantFunnel[]): string {
  const header = ["variant", "views", "clicks", "checkouts", "trials", "paid", "click rate", "trial rate", "paid rate"];
  const lines = completeFunnels(rows).map((row) => [
    row.variant,
    String(row.views),
    String(row.clicks),
    String(row.checkouts),
    String(row.trials),
    String(row.paid),
    rateOf(row.clicks, row.views),
    rateOf(row.trials, row.views),
    rateOf(row.paid, row.views),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join("  ")
      .trimEnd();
  return [format(header), ...lines.map(format), "", "Rates are per view, with 95% Wilson intervals."].join("\n");
}
