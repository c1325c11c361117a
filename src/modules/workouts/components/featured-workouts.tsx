import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/navigation";
import type { Gender } from "@/modules/catalogue/dto";
import { DifficultyBadge } from "@/modules/catalogue/components/difficulty-badge";
import type { WorkoutCardDto } from "../dto";

/** Below the home page's map: workouts to start with, so a first visit shows what to train, not only how. */
export async function FeaturedWorkouts({
  locale,
  gender,
  workouts,
}: {
  locale: Locale;
  gender: Gender;
  workouts: WorkoutCardDto[];
}) {
  const t = await getTranslations({ locale, namespace: "workouts" });
  const model = gender === "female" ? "?model=f" : "";
  return (
    <section aria-labelledby="featured-workouts" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="featured-workouts" className="text-2xl font-extrabold tracking-tight">
          {t("home.title")}
        </h2>
        <Link href={`/workouts${model}`} className="font-semibold text-[var(--color-accent-strong)] underline">
          {t("home.all")}
        </Link>
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {workouts.map((workout) => (
          <li key={workout.id}>
            <Link
              href={`${workout.url ?? "/workouts"}${model}`}
              className="surface flex h-full gap-3 rounded-3xl p-3 transition-shadow hover:shadow-md"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- our own small SVG */}
              <img
                src={gender === "female" ? `${workout.src_image}&model=f` : workout.src_image}
                alt=""
                width={128}
                height={72}
                loading="lazy"
                className="h-[72px] w-32 shrink-0 rounded-2xl bg-[var(--bg)] object-contain"
              />
              <span className="min-w-0">
                <span className="block leading-snug font-bold">{workout.name}</span>
                <span className="text-muted mt-0.5 block text-sm">
                  {t("card.minutes", { minutes: workout.estimated_minutes })} ·{" "}
                  {t("card.exercises", { count: workout.exercise_count })}
                </span>
                <span className="mt-1.5 flex flex-wrap gap-1">
                  {workout.difficulty_detail ? <DifficultyBadge difficulty={workout.difficulty_detail} /> : null}
                  {workout.goalType ? <Badge>{workout.goalType.name}</Badge> : null}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
