import type { ReactNode } from "react";

/**
 * The results beside a calculator form. `summary` sits in a polite live region (present from the
 * first render, so screen readers announce each new result once); `details` follow it, unannounced.
 */
export function ResultsPanel({
  title,
  empty,
  summary,
  details,
}: {
  title: string;
  empty: string;
  summary: ReactNode | null;
  details?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="calculator-results"
      className="surface min-w-0 rounded-2xl p-5"
      data-testid="calculator-results"
    >
      <h2 id="calculator-results" className="text-lg font-bold">
        {title}
      </h2>
      <div aria-live="polite" aria-atomic="true" className="mt-3">
        {summary ?? <p className="text-muted">{empty}</p>}
      </div>
      {summary ? details : null}
    </section>
  );
}

/** One headline figure: its label, the value and an optional hint. */
export function ResultFigure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId?: string;
}) {
  return (
    <div className="py-2">
      <p className="text-muted text-sm font-semibold">{label}</p>
      <p className="text-3xl font-extrabold tracking-tight" data-testid={testId}>
        {value}
      </p>
      {hint ? <p className="text-muted text-xs">{hint}</p> : null}
    </div>
  );
}
