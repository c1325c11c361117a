import type { ArticleCategory } from "./categories";

/** The list's addresses: `/articles[/category/{category}][/page/{n}]`, page 1 without its segment. */
export function articlesPath(category: ArticleCategory | null, page = 1): string {
  const base = category ? `/articles/category/${category}` : "/articles";
  return page > 1 ? `${base}/page/${page}` : base;
}

export const articlePath = (slug: string) => `/articles/${slug}`;

/** A page segment as a number: digits only, no leading zero, 2 or more (page 1 has no segment). */
export function parsePageSegment(segment: string | undefined): number | null {
  if (segment === undefined) return 1;
  return /^[1-9]\d{0,4}$/.test(segment) && Number(segment) >= 2 ? Number(segment) : null;
}
