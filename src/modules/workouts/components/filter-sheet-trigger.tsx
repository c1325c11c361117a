export const SHEET_TRIGGER =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-[var(--border)] bg-[var(--surface)] px-4 text-sm font-semibold lg:hidden";

/** The mobile filter button's face, the same before and after the panel's code has loaded. */
export function SheetTriggerContent({ label, active }: { label: string; active: number }) {
  return (
    <>
      <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 6h16M7 12h10M10 18h4" />
      </svg>
      {label}
      {active ? (
        <span className="rounded-full bg-[var(--color-accent-strong)] px-1.5 text-xs text-white">{active}</span>
      ) : null}
    </>
  );
}
