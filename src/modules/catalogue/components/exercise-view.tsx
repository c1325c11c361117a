import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { languageTag } from "@/config/locales";
import { ShareMenu } from "@/components/ui/share-menu";
import { Link } from "@/i18n/navigation";
import type { ExercisePageDto } from "../dto";
import { FavouriteMenu } from "../favourites/favourite-menu";
import { exerciseImagePath, exercisePath } from "../listing-route";
import type { Gender } from "../schemas";
import { DifficultyBadge } from "./difficulty-badge";
import { ExerciseListItem } from "./exercise-list-item";
import { ExerciseMedia } from "./exercise-media";
import { ExerciseMotion } from "./exercise-motion";
import { ExerciseJsonLd, ExerciseSteps } from "./exercise-steps";
import { MuscleLinks } from "./muscle-links";

type Props = ExercisePageDto & { locale: Locale };

/** One exercise: its media for the chosen model, steps, muscles, equipment and alternatives. */
export async function ExerciseView({ locale, gender, exercise, substitutions, motion, ...links }: Props) {
  const t = await getTranslations({ locale, namespace: "exercise" });
  const tab = (value: Gender) =>
    value === gender ? "bg-[var(--text)] text-[var(--bg)]" : "text-muted hover:text-[var(--text)]";
  const longForm = exercise.long_form_content.find((item) => item.gender.name_en_us.toLowerCase() === gender);
  const steps = exercise.correct_steps.map((step) => step.text);
  // A licensed video, when configured, wins over our demonstration (MEDIA_BASE_URL).
  const video = (gender === "female" ? exercise.female_images : exercise.male_images)[0]?.branded_video ?? null;
  const illustration = exerciseImagePath(exercise.slug, gender, "svg");
  return (
    <article className="mx-auto max-w-3xl">
      <ExerciseJsonLd
        name={exercise.name}
        url={links.pageUrl}
        image={links.imageUrl}
        language={languageTag(locale)}
        tools={exercise.equipment.map((kit) => kit.name)}
        steps={steps}
        muscles={exercise.muscles_primary.map((muscle) => muscle.name)}
      />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{exercise.name}</h1>
          <div className="mt-2 flex items-center gap-2">
            <span className="sr-only">{t("difficulty")}</span>
            <DifficultyBadge difficulty={exercise.difficulty} />
          </div>
        </div>
        <nav aria-label={t("model")} className="surface flex rounded-full p-1 text-sm font-semibold">
          {(["male", "female"] as const).map((option) => (
            <Link
              key={option}
              href={exercisePath(exercise.slug, option)}
              aria-current={gender === option ? "true" : undefined}
              className={`rounded-full px-3 py-1.5 ${tab(option)}`}
            >
              {t(option)}
            </Link>
          ))}
        </nav>
      </header>

      <figure className="surface mt-6 overflow-hidden rounded-2xl p-4">
        {video || !motion ? (
          <ExerciseMedia video={video} illustration={illustration} alt={t("illustration", { name: exercise.name })} />
        ) : (
          // The muscles come first on a phone (the page's largest picture, painted first); side by side the
          // demonstration leads.
          <div className="grid items-center gap-4 sm:grid-cols-2">
            <ExerciseMedia video={null} illustration={illustration} alt={t("illustration", { name: exercise.name })} />
            <div className="sm:order-first">
              <ExerciseMotion
                src={motion.src}
                poses={motion.poses}
                describedBy="exercise-steps"
                texts={{
                  alt: t("motionAlt", { name: exercise.name }),
                  pause: t("motionPause"),
                  play: t("motionPlay"),
                  poses: t("motionPoses", { name: exercise.name }),
                  pose: motion.poses.map((_, index) => t("motionPose", { number: index + 1 })),
                  error: t("videoError"),
                }}
              />
            </div>
          </div>
        )}
      </figure>

      <section id="exercise-steps" className="surface mt-4 rounded-2xl p-5" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="text-lg font-bold">
          {t("steps")}
        </h2>
        {steps.length ? <ExerciseSteps steps={steps} /> : <p className="text-muted mt-3">{t("stepsPending")}</p>}
      </section>

      <section className="surface mt-4 rounded-2xl p-5" aria-labelledby="muscles-heading">
        <h2 id="muscles-heading" className="text-lg font-bold">
          {t("musclesWorked")}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <MuscleLinks label={t("primary")} muscles={exercise.muscles_primary} gender={gender} />
          <MuscleLinks label={t("secondary")} muscles={exercise.muscles_secondary} gender={gender} />
          <MuscleLinks label={t("tertiary")} muscles={exercise.muscles_tertiary} gender={gender} />
        </dl>
      </section>

      {longForm && (
        <section className="surface mt-4 rounded-2xl p-5" aria-labelledby="long-form-heading">
          <h2 id="long-form-heading" className="text-lg font-bold">
            {t("longForm")}
          </h2>
          <a
            href={longForm.youtube_link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-block font-semibold text-[var(--color-accent-strong)] underline"
          >
            {t("watch")}
          </a>
        </section>
      )}

      <div className="mt-4 flex flex-wrap items-start gap-3">
        <FavouriteMenu exerciseId={exercise.id} />
        <ShareMenu path={links.sharePath} title={exercise.name} siteOrigin={links.siteOrigin} />
      </div>

      <section className="surface mt-4 rounded-2xl p-5" aria-labelledby="equipment-heading">
        <h2 id="equipment-heading" className="text-lg font-bold">
          {t("equipment")}
        </h2>
        <p className="mt-2">{exercise.equipment.map((kit) => kit.name).join(", ") || t("noEquipment")}</p>
      </section>
      {substitutions.length > 0 && (
        <section className="mt-8" aria-labelledby="substitutions-heading">
          <h2 id="substitutions-heading" className="text-lg font-bold">
            {t("substitutions")}
          </h2>
          <p className="text-muted mt-1 text-sm">{t("substitutionsText")}</p>
          <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="substitutions">
            {substitutions.map((substitute) => (
              <ExerciseListItem key={substitute.id} exercise={substitute} gender={gender} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
