/** Durations and failures per named step, and the requests that fell inside the measured window. */
export type StepSummary = {
  step: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

export type WindowSummary = { seconds: number; requests: number; perSecond: number; errors: number };

/** One slice of the window, to tell slow moments from slow steps. */
export type Slice = { fromSecond: number; requests: number; p50: number; p99: number; max: number };

const SLICE_SECONDS = 10;

const SAMPLE_FAILURES = 5;

/** Nearest-rank percentile: the value below which `p` of the samples fall. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
}

export class Recorder {
  private readonly durations = new Map<string, number[]>();
  private readonly errorCounts = new Map<string, number>();
  /** Each distinct failure (step, what was expected, what came) with how often it happened. */
  private readonly failures = new Map<string, { count: number; examples: string[] }>();
  private windowStart: number | null = null;
  private windowEnd: number | null = null;
  private windowRequests = 0;
  private windowErrors = 0;
  private readonly slices: number[][] = [];

  constructor(private readonly order: readonly string[]) {}

  openWindow(): void {
    this.windowStart = performance.now();
  }

  closeWindow(): void {
    this.windowEnd = performance.now();
  }

  record(step: string, ms: number, failure?: { kind: string; detail: string }): void {
    const list = this.durations.get(step) ?? [];
    list.push(ms);
    this.durations.set(step, list);
    const inWindow = this.windowStart !== null && this.windowEnd === null;
    if (inWindow) {
      this.windowRequests++;
      const slice = Math.floor((performance.now() - (this.windowStart ?? 0)) / 1000 / SLICE_SECONDS);
      (this.slices[slice] ??= []).push(ms);
    }
    if (!failure) return;
    this.errorCounts.set(step, (this.errorCounts.get(step) ?? 0) + 1);
    if (inWindow) this.windowErrors++;
    const key = `${step}: ${failure.kind}`;
    const entry = this.failures.get(key) ?? { count: 0, examples: [] };
    entry.count++;
    if (entry.examples.length < SAMPLE_FAILURES) entry.examples.push(failure.detail);
    this.failures.set(key, entry);
  }

  steps(): StepSummary[] {
    const known = [...this.order, ...[...this.durations.keys()].filter((step) => !this.order.includes(step))];
    return known.flatMap((step) => {
      const samples = this.durations.get(step);
      if (!samples?.length) return [];
      const sorted = [...samples].sort((a, b) => a - b);
      return [
        {
          step,
          count: sorted.length,
          errors: this.errorCounts.get(step) ?? 0,
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          p99: percentile(sorted, 0.99),
          max: sorted[sorted.length - 1] ?? 0,
        },
      ];
    });
  }

  window(): WindowSummary {
    const seconds = this.windowStart === null ? 0 : ((this.windowEnd ?? performance.now()) - this.windowStart) / 1000;
    return {
      seconds,
      requests: this.windowRequests,
      perSecond: seconds > 0 ? this.windowRequests / seconds : 0,
      errors: this.windowErrors,
    };
  }

  timeline(): Slice[] {
    return [...this.slices.entries()].map(([index, samples = []]) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return {
        fromSecond: index * SLICE_SECONDS,
        requests: sorted.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted[sorted.length - 1] ?? 0,
      };
    });
  }

  totalErrors(): number {
    return [...this.errorCounts.values()].reduce((sum, count) => sum + count, 0);
  }

  failureList(): { failure: string; count: number; examples: string[] }[] {
    return [...this.failures].map(([failure, entry]) => ({ failure, ...entry }));
  }
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);

/** A Markdown table, so a run's output can go into bench/README.md as printed. */
export function stepTable(steps: readonly StepSummary[]): string {
  const rows = steps.map((s) => [s.step, String(s.count), String(s.errors), ms(s.p50), ms(s.p95), ms(s.p99)]);
  return markdownTable(["step", "count", "errors", "p50", "p95", "p99"], rows);
}

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(" | ")} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? "-".repeat(width) : `${"-".repeat(width - 1)}:`)).join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}
