import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { Link } from "@/i18n/navigation";
import type { ListResponse } from "@/modules/catalogue/dto";
import { ExerciseListItem } from "@/modules/catalogue/components/exercise-list-item";
import { RemoveFavouriteButton } from "@/modules/catalogue/favourites/remove-favourite-button";
import type { FavouriteDto, Gender } from "@/modules/catalogue/dto";
import { SeedMyWorkouts } from "../client/seed-my-workouts";
import { toWorkoutCard, type StartLabels, type WorkoutDto, type WorkoutsPage } from "../dto";
import { BuildWorkoutButton } from "./build-workout-button";
import { MyWorkoutsBrowser } from "./my-workouts-browser";
import { OfflineLibrary } from "./offline-library";
import { WorkoutCard } from "./workout-card";
import { WorkoutTabs } from "./workout-tabs";

type Props = {
  locale: Locale;
  mine: WorkoutsPage;
  starred: ListResponse<{ id: number; workout: WorkoutDto }>;
  exercises: ListResponse<FavouriteDto>;
  gender: Gender;
  limit: number | null;
  offlineLibrary: boolean;
  pageSize: number;
  siteOrigin: string;
  startLabels: StartLabels;
};

/** The user's area: saved workouts, starred workouts, and the exercises they saved (My Exercises). */
export async function MyWorkoutsView(props: Props) {
  const { locale, gender, exercises, starred } = props;
  const t = await getTranslations({ locale, namespace: "workouts" });
  const tAccounts = await getTranslations({ locale, namespace: "accounts" });
  const tFavourite = await getTranslations({ locale, namespace: "favourite" });
  return (
    <div>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-extrabold tracking-tight">{t("mine.title")}</h1>
          <p className="text-muted mt-1">{t("mine.intro", { limit: props.limit ?? 3 })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <WorkoutTabs locale={locale} current="mine" />
          <BuildWorkoutButton gender={gender} />
        </div>
      </header>
      <SeedMyWorkouts page={props.mine}>
        <MyWorkoutsBrowser
          gender={gender}
          siteOrigin={props.siteOrigin}
          startLabels={props.startLabels}
          pageSize={props.pageSize}
          limit={props.limit}
        />
      </SeedMyWorkouts>
      {props.mine.count === 0 ? (
        <p className="mt-3 text-center">
          <Link href="/workouts" className="font-semibold underline">
            {t("mine.browse")}
          </Link>
        </p>
      ) : null}

      {starred.count > 0 ? (
        <section aria-labelledby="starred-workouts" className="mt-10">
          <h2 id="starred-workouts" className="text-xl font-bold">
            {t("mine.favourites")} <span className="text-muted text-base font-semibold">({starred.count})</span>
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {starred.results.map((star) => (
              <li key={star.id}>
                <WorkoutCard
                  workout={toWorkoutCard(star.workout)}
                  gender={gender}
                  siteOrigin={props.siteOrigin}
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="my-exercises" className="mt-10">
        <h2 id="my-exercises" className="text-xl font-bold">
          {t("mine.myExercises")} <span className="text-muted text-base font-semibold">({exercises.count})</span>
        </h2>
        {exercises.count === 0 ? (
          <div className="surface mt-4 rounded-2xl p-6 text-center">
            <p>{tAccounts("myExercisesEmpty")}</p>
            <Link
              href="/exercises/chest"
              className="mt-4 inline-flex min-h-11 items-center rounded-full bg-[var(--color-accent-strong)] px-5 font-semibold text-white"
            >
              {tAccounts("browseExercises")}
            </Link>
          </div>
        ) : (
          <ul className="mt-4 flex flex-col gap-3">
            {exercises.results.map((favourite) => (
              <ExerciseListItem
                key={favourite.id}
                exercise={favourite.exercise}
                gender={gender}
                headingLevel={3}
                action={
                  <RemoveFavouriteButton
                    favouriteId={favourite.id}
                    label={`${tFavourite("remove")}: ${favourite.exercise.name}`}
                  />
                }
              />
            ))}
          </ul>
        )}
      </section>
      <OfflineLibrary allowed={props.offlineLibrary} />
    </div>
  );
}
