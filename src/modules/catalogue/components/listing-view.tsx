import { getTranslations } from "next-intl/server";
import { Fragment } from "react";
import type { Locale } from "@/config/locales";
import { Drawer } from "@/components/ui/drawer";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { Pagination } from "@/components/ui/pagination";
import { AdSlot } from "@/modules/billing/ads/ad-slot";
import { BodyMapPanel } from "../body-map/body-map-panel";
import type { ListingDto } from "../dto";
import { listingPath } from "../listing-route";
import type { Gender } from "../schemas";
import { ExerciseListItem } from "./exercise-list-item";

type Props = ListingDto & { locale: Locale; gender: Gender };

/** A listing: the body map and filters beside the exercises of one muscle, paged. */
export async function ListingView(props: Props) {
  const { locale, gender, mode, route, muscle, equipment, cardio, title, count, totalPages, results } = props;
  const t = await getTranslations({ locale, namespace: "exercises" });
  const query = gender === "female" ? "?model=f" : "";
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,400px)_minmax(0,1fr)] lg:items-start">
      <aside className="lg:sticky lg:top-20">
        <Drawer
          key={`${listingPath(route)}:${gender}`}
          title={t("filters")}
          closeLabel={t("closeFilters")}
          trigger={
            <>
              <span>{t("filters")}</span>
              <span className="text-muted text-sm">{cardio && equipment ? equipment.name : muscle.name}</span>
            </>
          }
        >
          <BodyMapPanel
            locale={locale}
            gender={gender}
            mode={mode}
            selected={cardio ? null : muscle.key}
            equipment={equipment}
            names={props.names}
            figureClassName="max-h-[46vh] w-auto lg:max-h-[560px]"
            equipmentOptions={props.equipmentOptions}
          />
        </Drawer>
      </aside>
      <div>
        <header className="mb-6">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted mt-1 text-sm">{t("count", { count })}</p>
        </header>
        {/* The target of the skip link the layout offers first on pages with results. */}
        <div id="results" tabIndex={-1} className="scroll-mt-20 rounded-2xl focus-visible:outline-offset-4">
          <LoadingOverlay label={t("loadingList")}>
            {results.length === 0 ? (
              <p className="surface rounded-2xl p-6 text-center">{t("empty")}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-3" data-testid="exercise-list">
                {results.map((exercise, index) => (
                  <Fragment key={exercise.id}>
                    <ExerciseListItem exercise={exercise} gender={gender} muscleSet={mode} />
                    <li>
                      <AdSlot placement="listing" position={(route.page - 1) * results.length + index} />
                    </li>
                  </Fragment>
                ))}
              </ul>
            )}
          </LoadingOverlay>
        </div>
        <Pagination
          current={route.page}
          total={totalPages}
          hrefFor={(page) => `${listingPath({ ...route, page })}${query}`}
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
