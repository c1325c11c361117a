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
  return (
    <nav aria-label={labels.nav} className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {current > 1 && (
        <Link href={hrefFor(current - 1)} rel="prev" className="page-link">
          <span aria-hidden>‹</span>
          <span className="sr-only">{labels.previous}</span>
        </Link>
      )}
      {items.map((item) =>
        item.type === "gap" ? (
          <span key={item.key} aria-hidden className="page-link text-muted">
            …
          </span>
        ) : (
          <Link
            key={item.page}
            href={hrefFor(item.page)}
            aria-label={labels.page(item.page)}
            aria-current={item.page === current ? "page" : undefined}
            className="page-link"
          >
            {item.page}
          </Link>
        ),
      )}
      {current < total && (
        <Link href={hrefFor(current + 1)} rel="next" className="page-link">
          <span aria-hidden>›</span>
          <span className="sr-only">{labels.next}</span>
        </Link>
      )}
    </nav>
  );
}
