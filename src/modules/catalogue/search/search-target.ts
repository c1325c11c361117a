import type { Gender } from "../schemas";

type Target = { slug: string; target_url?: string | null; urls?: Partial<Record<Gender, string | null>> };

/**
 * Where a chosen suggestion leads (spec §5): the chosen gender's url, else target_url, else the slug;
 * only the last path segment is used, and the exercise page is opened with the chosen model.
 */
export function suggestionSlug(suggestion: Target, gender: Gender): string {
  const url = suggestion.urls?.[gender] || suggestion.target_url || suggestion.slug;
  const path = url.split(/[?#]/)[0] ?? "";
  return path.split("/").filter(Boolean).at(-1) ?? suggestion.slug;
}

export const SEARCH_DEBOUNCE_MS = 300;
/** Spec: an ad after more than five results on desktop, more than three on mobile. */
export const adAfter = (mobile: boolean) => (mobile ? 3 : 5);
