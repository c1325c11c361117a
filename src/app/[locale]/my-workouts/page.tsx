import type { Metadata } from "next";
import { userPageContext } from "@/app/_server/page-context";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/config/locales";
import { ExerciseListItem } from "@/modules/catalogue/components/exercise-list-item";
import { RemoveFavouriteButton } from "@/modules/catalogue/favourites/remove-favourite-button";
import { listFavourites } from "@/modules/catalogue/server/favourites";

/** Per user: never cached, never built ahead. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "accounts" });
  return { title: t("myWorkoutsTitle"), robots: { index: false } };
}

/** The user's area: the exercises they saved ("My Exercises"). */
export default async function MyWorkouts({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await userPageContext(locale, "/my-workouts");
  const { user } = ctx;
  const t = await getTranslations({ locale, namespace: "accounts" });
  const tFavourite = await getTranslations({ locale, namespace: "favourite" });
  const favourites = await listFavourites(ctx);
  const gender = user.profile.gender ?? "male";
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("myWorkoutsTitle")}</h1>
      <p className="text-muted mt-1">{t("myWorkoutsIntro")}</p>
      <section aria-labelledby="my-exercises" className="mt-6">
        <h2 id="my-exercises" className="text-xl font-bold">
          {t("myExercisesTitle")} <span className="text-muted text-base font-semibold">({favourites.count})</span>
        </h2>
        {favourites.count === 0 ? (
          <div className="surface mt-4 rounded-2xl p-6 text-center">
            <p>{t("myExercisesEmpty")}</p>
            <Link
              href="/exercises/chest"
              className="mt-4 inline-flex min-h-11 items-center rounded-full bg-[var(--color-accent-strong)] px-5 font-semibold text-white"
            >
              {t("browseExercises")}
            </Link>
          </div>
        ) : (
          <ul className="mt-4 flex flex-col gap-3">
            {favourites.results.map((favourite) => (
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
    </div>
  );
}
