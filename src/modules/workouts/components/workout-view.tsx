import { getTranslations } from "next-intl/server";
import { ExtraMessages } from "@/components/layout/extra-messages";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/navigation";
import { DifficultyBadge } from "@/modules/catalogue/components/difficulty-badge";
import { exerciseMotionPath, exercisePath } from "@/modules/catalogue/listing-route";
import type { WorkoutExerciseDto } from "../dto";
import { parseReps } from "../reps";
import type { WorkoutPageData } from "../dto";
import { WorkoutActions } from "./workout-actions";

/** Exercises in order, consecutive ones sharing a group letter kept together (superset or circuit). */
function blocks(items: WorkoutExerciseDto[]): { group: string | null; items: WorkoutExerciseDto[] }[] {
  const result: { group: string | null; items: WorkoutExerciseDto[] }[] = [];
  for (const item of items) {
    const last = result.at(-1);
    if (item.group && last?.group === item.group) last.items.push(item);
    else result.push({ group: item.group, items: [item] });
  }
  return result;
}

/** One of our workouts, whole: what it is for, the muscles it trains, and every exercise with its sets. */
export async function WorkoutView(page: WorkoutPageData) {
  const { locale, gender, workout } = page;
  const t = await getTranslations({ locale, namespace: "workouts.detail" });
  const tWorkouts = await getTranslations({ locale, namespace: "workouts" });
  const imageSrc = gender === "female" ? `${workout.src_image}&model=f` : workout.src_image;
  const dose = (item: WorkoutExerciseDto) =>
    parseReps(item.reps).unit === "seconds" ? t("time", { reps: item.reps }) : t("reps", { reps: item.reps });
  return (
    <article className="mx-auto max-w-5xl">
      <Link href={gender === "female" ? "/workouts?model=f" : "/workouts"} className="text-sm font-semibold underline">
        {t("backToList")}
      </Link>
      <header className="mt-3 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,360px)] md:items-start">
        <div>
          <div className="flex flex-wrap gap-1.5">
            {workout.difficulty_detail ? <DifficultyBadge difficulty={workout.difficulty_detail} /> : null}
            {workout.goalType ? <Badge tone="accent">{workout.goalType.name}</Badge> : null}
          </div>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{workout.name}</h1>
          <p className="text-muted mt-2 text-lg">{workout.description}</p>
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div>
              <dt className="text-muted">{t("duration", { minutes: workout.estimated_minutes })}</dt>
            </div>
            <div className="flex gap-1">
              <dt className="text-muted">{t("equipment")}:</dt>
              <dd className="font-semibold">
                {workout.equipment_detail.map((kit) => kit.name).join(", ") || tWorkouts("card.noEquipment")}
              </dd>
            </div>
          </dl>
          <div className="mt-5">
            <ExtraMessages namespaces={["workouts"]}>
              <WorkoutActions
                workout={page.card}
                gender={gender}
                sharePath={page.sharePath}
                siteOrigin={page.siteOrigin}
                startLabels={page.startLabels}
              />
            </ExtraMessages>
          </div>
        </div>
        <figure className="surface rounded-3xl p-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- our own small SVG */}
          <img src={imageSrc} alt="" width={320} height={180} className="h-auto w-full" />
          <figcaption className="mt-3 space-y-1 text-sm">
            <p>
              <span className="font-semibold">{t("primary")}: </span>
              {workout.muscles_targeted.primary.map((muscle) => muscle.name).join(", ")}
            </p>
            {workout.muscles_targeted.secondary.length ? (
              <p className="text-muted">
                <span className="font-semibold">{t("secondary")}: </span>
                {workout.muscles_targeted.secondary.map((muscle) => muscle.name).join(", ")}
              </p>
            ) : null}
          </figcaption>
        </figure>
      </header>

      <section aria-labelledby="workout-exercises" className="mt-10">
        <h2 id="workout-exercises" className="text-2xl font-bold">
          {t("exercises")}
        </h2>
        <ol className="mt-4 space-y-4">
          {blocks(workout.exercises).map((block) => {
            const grouped = block.group !== null && block.items.length > 1;
            const rows = block.items.map((item) => {
              return (
                <li key={item.order} className="surface flex gap-4 rounded-2xl p-4">
                  <span
                    aria-hidden
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-[var(--color-accent-strong)] font-bold text-white"
                  >
                    {item.order + 1}
                  </span>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a small cached SVG */}
                  <img
                    src={exerciseMotionPath(item.exercise.slug, gender, "card")}
                    alt=""
                    width={48}
                    height={64}
                    loading="lazy"
                    className="h-16 w-12 shrink-0 max-sm:hidden"
                  />
                  <div className="min-w-0 flex-1">
                    <h3 className="font-bold">
                      <Link
                        href={exercisePath(item.exercise.slug, gender)}
                        className="underline-offset-2 hover:underline"
                      >
                        {item.exercise.name}
                      </Link>
                    </h3>
                    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                      <span className="font-semibold">
                        {t("sets", { count: item.sets.regular })} × <bdi dir="ltr">{dose(item)}</bdi>
                      </span>
                      {item.sets.warmup ? (
                        <span className="text-muted">{t("warmup", { count: item.sets.warmup })}</span>
                      ) : null}
                      <span className="text-muted">{item.rest ? t("rest", { seconds: item.rest }) : t("noRest")}</span>
                    </p>
                    {item.notes ? <p className="text-muted mt-1 text-sm">{item.notes}</p> : null}
                  </div>
                </li>
              );
            });
            if (!grouped) return rows;
            return (
              <li
                key={`group-${block.group}-${block.items[0]?.order}`}
                className="rounded-3xl border-2 border-dashed border-[var(--color-accent-2)] p-3"
              >
                <p className="px-1 pb-2 text-sm font-bold text-[var(--color-accent-strong)]">
                  {block.items.length > 2
                    ? t("circuit", { group: block.group ?? "" })
                    : t("superset", { group: block.group ?? "" })}
                  <span className="text-muted ms-2 font-normal">{t("supersetHint")}</span>
                </p>
                <ol className="space-y-3">{rows}</ol>
              </li>
            );
          })}
        </ol>
      </section>
    </article>
  );
}
