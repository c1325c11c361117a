export type PaginationItem = { type: "page"; page: number } | { type: "gap"; key: string };

/**
 * First, last, the current page and its neighbours, with gaps where pages are skipped.
 * Empty when there is nothing to paginate (0 or 1 page).
 */
export function paginationItems(current: number, total: number, neighbours = 1): PaginationItem[] {
  if (total <= 1) return [];
  const pages = new Set<number>([1, total]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push({ type: "page", page: page - 1 });
    else if (previous !== undefined && page - previous > 2) items.push({ type: "gap", key: `gap-${page}` });
    items.push({ type: "page", page });
  });
  return items;
}
