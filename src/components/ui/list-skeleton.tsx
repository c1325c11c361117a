/** Placeholder cards while a list loads (spec: four by default). */
export function ListSkeleton({ cards = 4, label }: { cards?: number; label: string }) {
  return (
    <ul aria-busy="true" aria-label={label} className="grid grid-cols-1 gap-3" data-testid="list-skeleton">
      {Array.from({ length: cards }, (_, index) => (
        <li key={index} className="surface flex items-center gap-4 rounded-2xl p-3">
          <span className="h-16 w-12 rounded-lg bg-[var(--border)]" />
          <span className="flex-1 space-y-2">
            <span className="block h-4 w-2/3 rounded bg-[var(--border)]" />
            <span className="block h-3 w-1/3 rounded bg-[var(--border)]" />
          </span>
        </li>
      ))}
    </ul>
  );
}
