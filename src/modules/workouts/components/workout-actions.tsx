"use client";

import { useTranslations } from "next-intl";
import { ShareMenu } from "@/components/ui/share-menu";
import { Popover } from "@/components/ui/popover";
import { useSaveWorkout } from "../client/use-save-workout";
import type { Gender } from "@/modules/catalogue/dto";
import type { StartLabels, WorkoutCardDto } from "../dto";
import { CustomizeWorkoutButton } from "./customize-workout-button";
import { StartTrainingButton } from "./training/start-training-button";

/** A workout page's actions: start it as a logged session, save a copy to my workouts, customize it, share. */
export function WorkoutActions({
  workout,
  gender,
  sharePath,
  siteOrigin,
  startLabels,
}: {
  workout: WorkoutCardDto;
  gender: Gender;
  sharePath: string;
  siteOrigin: string;
  startLabels: StartLabels;
}) {
  const t = useTranslations("workouts.card");
  const { saveCopy, busy, dialogs } = useSaveWorkout();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <StartTrainingButton workoutId={workout.id} own={workout.kind !== "original"} labels={startLabels} />
      <button
        type="button"
        onClick={() => void saveCopy(workout.id)}
        disabled={busy}
        className="inline-flex min-h-11 items-center rounded-full bg-[var(--color-accent-strong)] px-6 font-semibold text-white hover:bg-[var(--color-accent-deep)] disabled:opacity-60"
      >
        {t("save")}
      </button>
      {workout.kind === "original" ? <CustomizeWorkoutButton workoutId={workout.id} gender={gender} /> : null}
      <div className="rounded-full border border-[var(--border)]">
        <Popover label={`${t("share")}: ${workout.name}`} trigger={<span>{t("share")}</span>}>
          <ShareMenu path={sharePath} title={workout.name} siteOrigin={siteOrigin} />
        </Popover>
      </div>
      {dialogs}
    </div>
  );
}
