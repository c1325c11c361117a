"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Popover } from "@/components/ui/popover";
import { ShareMenu } from "@/components/ui/share-menu";
import { Link } from "@/i18n/navigation";
import { useUserStore } from "@/modules/accounts/client/stores";
import { DifficultyBadge } from "@/modules/catalogue/components/difficulty-badge";
import type { Gender } from "@/modules/catalogue/dto";
import { useSaveWorkout } from "../client/use-save-workout";
import { useWorkoutStar } from "../client/use-workout-star";
import type { WorkoutCardDto } from "../dto";

type Props = {
  workout: WorkoutCardDto;
  gender: Gender;
  siteOrigin: string;
  headingLevel?: 2 | 3;
  /** Extra controls (edit and delete on my workouts). */
  actions?: ReactNode;
  /** Cards in the first row: their picture is the page's largest paint, so it loads at once. */
  eager?: boolean;
};

const PLACEHOLDER = "/workout-placeholder.svg";

// The map is drawn when a visitor opens it, so list pages do not carry its code.
const WorkoutCardMap = lazy(() => import("./workout-card-map").then((module) => ({ default: module.WorkoutCardMap })));

function StarButton({ workout }: { workout: WorkoutCardDto }) {
  const t = useTranslations("workouts.card");
  const { starred, ready, busy, toggle } = useWorkoutStar(workout.id);
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={!ready || busy}
      aria-pressed={starred}
      aria-label={starred ? t("unfavourite", { name: workout.name }) : t("favourite", { name: workout.name })}
      className="btn-icon"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={starred ? "#f5b301" : "none"}
          stroke={starred ? "#b88400" : "currentColor"}
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/**
 * A workout in a list (spec §2 Workout card): image, level and goal badges, star, share, the muscles
 * on the front body map, save, the equipment, and the description on one line.
 */
export function WorkoutCard({ workout, gender, siteOrigin, headingLevel = 2, actions, eager = false }: Props) {
  const t = useTranslations("workouts.card");
  const signedIn = useUserStore((state) => state.user !== null);
  const [image, setImage] = useState(gender === "female" ? `${workout.src_image}&model=f` : workout.src_image);
  const [showMuscles, setShowMuscles] = useState(false);
  const [showEquipment, setShowEquipment] = useState(false);
  const { saveCopy, busy, dialogs } = useSaveWorkout();
  const musclesId = useId();
  const equipmentId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const href = workout.url ? `${workout.url}${gender === "female" ? "?model=f" : ""}` : null;
  const title = href ? <Link href={href}>{workout.name}</Link> : workout.name;

  return (
    <article className="wc">
      <div className="wc-media">
        {/* eslint-disable-next-line @next/next/no-img-element -- a small cached SVG of our own */}
        <img
          src={image}
          alt=""
          width={320}
          height={180}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          onError={() => {
            if (image === PLACEHOLDER) return;
            console.error("Image failed to load", workout.src_image);
            setImage(PLACEHOLDER);
          }}
        />
        <div className="wc-badges">
          {workout.difficulty_detail ? <DifficultyBadge difficulty={workout.difficulty_detail} /> : null}
          {workout.goalType ? <Badge tone="accent">{workout.goalType.name}</Badge> : null}
        </div>
      </div>
      <div className="wc-body">
        <Heading className="wc-title">{title}</Heading>
        <p className="wc-desc" title={workout.description}>
          {workout.description}
        </p>
        <p className="wc-meta">
          <span>{t("minutes", { minutes: workout.estimated_minutes })}</span>
          <span aria-hidden> · </span>
          <span>{t("exercises", { count: workout.exercise_count })}</span>
        </p>
        <div className="wc-actions">
          {workout.kind === "original" ? (
            <button type="button" onClick={() => void saveCopy(workout.id)} disabled={busy} className="btn-primary">
              {t("save")}
            </button>
          ) : null}
          {signedIn ? <StarButton workout={workout} /> : null}
          {/* Saved workouts are private: only ours have an address to share. */}
          {workout.kind === "original" ? (
            <Popover label={`${t("share")}: ${workout.name}`} trigger={<ShareIcon />}>
              <ShareMenu path={`/workouts/${workout.id}`} title={workout.name} siteOrigin={siteOrigin} />
            </Popover>
          ) : null}
          {actions ? <div className="ms-auto flex items-center">{actions}</div> : null}
        </div>
        <div className="wc-toggles">
          <Disclosure open={showMuscles} controls={musclesId} onToggle={() => setShowMuscles((open) => !open)}>
            {showMuscles ? t("hideMuscles") : t("showMuscles")}
          </Disclosure>
          <Disclosure open={showEquipment} controls={equipmentId} onToggle={() => setShowEquipment((open) => !open)}>
            {t("showEquipment")}
          </Disclosure>
        </div>
        <div id={musclesId} hidden={!showMuscles} className="relative z-10">
          {showMuscles ? (
            <Suspense fallback={<div className="h-56" />}>
              <WorkoutCardMap name={workout.name} gender={gender} muscles={workout.muscles} />
            </Suspense>
          ) : null}
        </div>
        <ul id={equipmentId} hidden={!showEquipment} className="wc-kit">
          {workout.equipment_detail.length === 0 ? (
            <li className="text-muted text-sm">{t("noEquipment")}</li>
          ) : (
            workout.equipment_detail.map((kit) => (
              <li key={kit.id}>
                <Badge>{kit.name}</Badge>
              </li>
            ))
          )}
        </ul>
      </div>
      {dialogs}
    </article>
  );
}

function Disclosure({
  open,
  controls,
  onToggle,
  children,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" aria-expanded={open} aria-controls={controls} onClick={onToggle} className="wc-toggle">
      {children}
      <svg aria-hidden viewBox="0 0 12 12">
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </button>
  );
}

function ShareIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}
