import "server-only";
import type { Locale } from "@/config/locales";
import { getPathname } from "@/i18n/navigation";
import type { RequestContext } from "@/modules/billing/context";
import { exercisePath, FEATURED_SEGMENT, listingPath, parseListingSegments } from "../listing-route";
import type { Gender } from "../schemas";
import { findExercise } from "./get-exercise";
import { loadListing, type Listing } from "./load-listing";

export type ListingPage = Listing & { locale: Locale; gender: Gender };

/** What a listing address leads to: its page, the address it has moved to, or nothing. */
export type ListingOutcome = { page: ListingPage } | { movedTo: string } | null;

export async function loadListingPage(
  ctx: RequestContext,
  { gender, muscle, rest }: { gender: Gender; muscle: string; rest: string[] },
): Promise<ListingOutcome> {
  const { locale } = ctx;
  // Share links have the shape /exercises/{id}: send them to the exercise itself.
  if (/^\d+$/.test(muscle) && rest.length === 0) {
    const shared = await findExercise(ctx.db, Number(muscle), locale);
    if (shared) return { movedTo: getPathname({ href: exercisePath(shared.slug, gender), locale }) };
  }
  const route = parseListingSegments(muscle, rest);
  const listing = route && (await loadListing(ctx, route));
  if (!listing) return null;
  // One URL per listing: page 1 and 'featured' live at the shorter address.
  if (rest.at(-1) === "1" || rest[0] === FEATURED_SEGMENT) {
    return { movedTo: getPathname({ href: listingPath(listing.route), locale }) };
  }
  return { page: { ...listing, locale, gender } };
}
