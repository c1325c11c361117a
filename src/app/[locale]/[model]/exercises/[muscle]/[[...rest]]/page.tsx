import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { cache, Fragment } from "react";
import type { Locale } from "@/config/locales";
import { Drawer } from "@/components/ui/drawer";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { Pagination } from "@/components/ui/pagination";
import { getDb } from "@/db/client";
import { localizedAlternates } from "@/i18n/alternates";
import { getPathname } from "@/i18n/navigation";
import { ExerciseListItem } from "@/modules/catalogue/components/exercise-list-item";
import { exercisePath, listingPath, parseListingSegments, type ListingRoute } from "@/modules/catalogue/listing-route";
import { findExercise } from "@/modules/catalogue/server/get-exercise";
import { genderFromSegment } from "@/modules/catalogue/model-segment";
import type { Gender } from "@/modules/catalogue/schemas";
import { AdSlot } from "@/modules/billing/ads/ad-slot";
import { BodyMapPanel } from "@/modules/catalogue/body-map/body-map-panel";
import { CARDIO_SLUG } from "@/modules/catalogue/body-map/body-map-state";
import { listEquipment, listMuscles } from "@/modules/catalogue/server/list-taxonomy";
import { loadListing, type Listing } from "@/modules/catalogue/server/load-listing";

type Props = { params: Promise<{ locale: Locale; model: string; muscle: string; rest?: string[] }> };

// Rendered on first request and then served whole from the cache (see docs/decisions/0008).
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

const load = cache(async (locale: Locale, route: ListingRoute) => loadListing(await getDb(), route, locale));

async function resolve(
  params: Props["params"],
): Promise<{ locale: Locale; gender: Gender; listing: Listing; rest: string[] }> {
  const { locale, model, muscle, rest = [] } = await params;
  const gender = genderFromSegment(model);
  // Share links have the shape /exercises/{id}: send them to the exercise itself.
  if (/^\d+$/.test(muscle) && rest.length === 0) {
    const shared = await findExercise(await getDb(), Number(muscle), locale);
    if (shared) permanentRedirect(getPathname({ href: exercisePath(shared.slug, gender ?? "male"), locale }));
  }
  const route = parseListingSegments(muscle, rest);
  if (!gender || !route) notFound();
  const listing = await load(locale, route);
  if (!listing) notFound();
  return { locale, gender, listing, rest };
}

async function headings(locale: Locale, listing: Listing) {
  const t = await getTranslations({ locale, namespace: "exercises" });
  const title = listing.route.recovery
    ? t("recoveryTitle", { joint: listing.muscle.name })
    : listing.equipment
      ? t("titleWithEquipment", { muscle: listing.muscle.name, equipment: listing.equipment.name })
      : t("title", { muscle: listing.muscle.name });
  return { t, title };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, listing } = await resolve(params);
  const { t, title } = await headings(locale, listing);
  return {
    title: listing.route.page > 1 ? t("pageTitle", { title, page: listing.route.page }) : title,
    description: t("description", { count: listing.count, muscle: listing.muscle.name }),
    alternates: localizedAlternates(listingPath(listing.route), locale),
  };
}

export default async function ExerciseListingPage({ params }: Props) {
  const { locale, gender, listing, rest } = await resolve(params);
  setRequestLocale(locale);
  // One URL per listing: page 1 and 'featured' live at the shorter address.
  const canonical = listingPath(listing.route);
  if (rest.at(-1) === "1" || rest[0] === "featured") permanentRedirect(getPathname({ href: canonical, locale }));

  const { t, title } = await headings(locale, listing);
  const query = gender === "female" ? "?model=f" : "";
  const db = await getDb();
  const [{ results: muscles }, { results: kits }] = await Promise.all([
    listMuscles(db, locale),
    listEquipment(db, locale, { enabled: true }),
  ]);
  const names = Object.fromEntries(muscles.map((muscle) => [muscle.key, muscle.name]));
  const equipment = listing.equipment
    ? { id: listing.equipment.id, name: listing.equipment.name, slug: listing.equipment.slug }
    : null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,400px)_minmax(0,1fr)] lg:items-start">
      <aside className="lg:sticky lg:top-20">
        <Drawer
          key={`${canonical}:${gender}`}
          title={t("filters")}
          closeLabel={t("closeFilters")}
          trigger={
            <>
              <span>{t("filters")}</span>
              <span className="text-muted text-sm">{listing.muscle.name}</span>
            </>
          }
        >
          <BodyMapPanel
            locale={locale}
            gender={gender}
            mode={listing.mode}
            selected={equipment?.slug === CARDIO_SLUG ? null : listing.muscle.key}
            equipment={equipment}
            names={names}
            figureClassName="max-h-[46vh] w-auto lg:max-h-[560px]"
            equipmentOptions={kits.map((kit) => ({ id: kit.id, name: kit.name, slug: kit.slug }))}
          />
        </Drawer>
      </aside>
      <div>
        <header className="mb-6">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted mt-1 text-sm">{t("count", { count: listing.count })}</p>
        </header>
        <LoadingOverlay label={t("loadingList")}>
          {listing.results.length === 0 ? (
            <p className="surface rounded-2xl p-6 text-center">{t("empty")}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-3" data-testid="exercise-list">
              {listing.results.map((exercise, index) => (
                <Fragment key={exercise.id}>
                  <ExerciseListItem exercise={exercise} gender={gender} />
                  <li>
                    <AdSlot placement="listing" position={(listing.route.page - 1) * listing.results.length + index} />
                  </li>
                </Fragment>
              ))}
            </ul>
          )}
        </LoadingOverlay>
        <Pagination
          current={listing.route.page}
          total={listing.totalPages}
          hrefFor={(page) => `${listingPath({ ...listing.route, page })}${query}`}
          labels={{
            nav: t("pagination"),
            previous: t("previous"),
            next: t("next"),
            page: (page) => t("page", { page }),
          }}
        />
      </div>
    </div>
  );
}
