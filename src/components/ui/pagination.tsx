import clsx from "clsx";
import { Link } from "@/i18n/navigation";
import { paginationItems } from "@/lib/pagination";

type Labels = { nav: string; previous: string; next: string; page: (page: number) => string };

export function Pagination({
  current,
  total,
  hrefFor,
  labels,
}: {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
  labels: Labels;
}) {
  const items = paginationItems(current, total);
  if (items.length === 0) return null;
  const base = "grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm font-semibold";
  return (
    <nav aria-label={labels.nav} className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {current > 1 && (
        <Link href={hrefFor(current - 1)} rel="prev" className={clsx(base, "hover:bg-[var(--surface)]")}>
          <span aria-hidden>‹</span>
          <span className="sr-only">{labels.previous}</span>
        </Link>
      )}
      {items.map((item) =>
        item.type === "gap" ? (
          <span key={item.key} aria-hidden className={clsx(base, "text-muted")}>
            …
          </span>
        ) : (
          <Link
            key={item.page}
            href={hrefFor(item.page)}
            aria-label={labels.page(item.page)}
            aria-current={item.page === current ? "page" : undefined}
            className={clsx(
              base,
              item.page === current ? "bg-[var(--text)] text-[var(--bg)]" : "hover:bg-[var(--surface)]",
            )}
          >
            {item.page}
          </Link>
        ),
      )}
      {current < total && (
        <Link href={hrefFor(current + 1)} rel="next" className={clsx(base, "hover:bg-[var(--surface)]")}>
          <span aria-hidden>›</span>
          <span className="sr-only">{labels.next}</span>
        </Link>
      )}
    </nav>
  );
}
