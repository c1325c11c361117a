import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/navigation";
import { DifficultyBadge } from "@/modules/catalogue/components/difficulty-badge";
import type { RoutineDto } from "../dto";
import { WeekPattern } from "./week-pattern";

type Props = {
  routine: RoutineDto;
  headingLevel?: 2 | 3;
  /** Extra controls (remove, on my routines). */
  actions?: ReactNode;
};

/** A routine in a list: level and goal, name, what it is, its length, its week and what it needs. */
export function RoutineCard({ routine, headingLevel = 2, actions }: Props) {
  const t = useTranslations("routines.card");
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const weeks = t("weeks", { count: routine.weeks });
  const days = t("days", { count: routine.days_per_week });
  const { min, max } = routine.session_minutes;
  return (
    <article className="routine-card surface relative flex h-full flex-col overflow-hidden rounded-3xl">
      <div className="h-1.5 bg-gradient-to-r from-[var(--color-accent-strong)] to-[var(--color-accent-2)]" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-1.5">
          <DifficultyBadge difficulty={routine.difficulty} />
          <Badge tone="accent">{routine.goal.name}</Badge>
        </div>
        <Heading className="mt-3 text-lg leading-snug font-bold">
          <Link
            href={routine.url}
            className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none"
          >
            {routine.name}
          </Link>
        </Heading>
        <p className="text-muted mt-1 line-clamp-2 text-sm">{routine.description}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="sr-only">{t("length")}</dt>
            <dd className="font-bold">{weeks}</dd>
          </div>
          <div>
            <dt className="sr-only">{t("frequency")}</dt>
            <dd className="font-bold">{days}</dd>
          </div>
        </dl>
        <div className="mt-2">
          <WeekPattern pattern={routine.week_pattern} label={days} />
        </div>
        <p className="text-muted mt-3 text-sm">
          {min === max ? t("minutesSame", { minutes: min }) : t("minutes", { min, max })}
        </p>
        <p className="text-muted mt-auto pt-3 text-xs">
          <span className="font-semibold">{t("equipment")}: </span>
          {routine.equipment.map((kit) => kit.name).join(", ")}
        </p>
        {actions ? <div className="relative z-10 mt-3 flex items-center gap-2">{actions}</div> : null}
      </div>
    </article>
  );
}
