import { Link } from "@/i18n/navigation";
import type { ArticleCategory } from "../categories";
import type { ArticleCategoryDto } from "../dto";
import { articlesPath } from "../paths";

/** The categories as chips, "All" first; the current one is marked for assistive technology too. */
export function CategoryNav({
  categories,
  current,
  total,
  labels,
}: {
  categories: ArticleCategoryDto[];
  current: ArticleCategory | null;
  total: number;
  labels: { nav: string; all: string; count: (count: number) => string };
}) {
  const chips = [
    { key: "all", href: articlesPath(null), name: labels.all, count: total, active: current === null },
    ...categories.map((category) => ({
      key: category.slug,
      href: articlesPath(category.slug),
      name: category.name,
      count: category.count,
      active: current === category.slug,
    })),
  ];
  return (
    <nav aria-label={labels.nav} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              aria-current={chip.active ? "page" : undefined}
              data-checked={chip.active}
              className="chip gap-2 py-1.5"
            >
              {chip.name}
              <span aria-hidden className="text-xs">
                {chip.count}
              </span>
              <span className="sr-only"> ({labels.count(chip.count)})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
