import { getTranslations } from "next-intl/server";
import { ExtraMessages } from "@/components/layout/extra-messages";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/navigation";
import { DifficultyBadge } from "@/modules/catalogue/components/difficulty-badge";
import type { RoutinePageData } from "../dto";
import { AddRoutineButton } from "./add-routine-button";
import { RoutineSchedule } from "./routine-schedule";

/** One routine, whole: what it is for, what it needs, and every week day by day. */
export async function RoutineView({ locale, routine }: RoutinePageData) {
  const t = await getTranslations({ locale, namespace: "routines" });
  const { min, max } = routine.session_minutes;
  const facts = [
    { label: t("detail.length"), value: t("card.weeks", { count: routine.weeks }) },
    { label: t("detail.frequency"), value: t("card.days", { count: routine.days_per_week }) },
    {
      label: t("detail.session"),
      value: min === max ? t("detail.minutes", { minutes: min }) : t("detail.minutesRange", { min, max }),
    },
  ];
  return (
    <article className="mx-auto max-w-6xl">
      <Link href="/routines" className="text-sm font-semibold underline">
        {t("detail.backToList")}
      </Link>
      <header className="mt-3 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,340px)] md:items-start">
        <div>
          <div className="flex flex-wrap gap-1.5">
            <DifficultyBadge difficulty={routine.difficulty} />
            <Badge tone="accent">{routine.goal.name}</Badge>
          </div>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{routine.name}</h1>
          <p className="text-muted mt-3 text-lg leading-relaxed">{routine.description}</p>
          <div className="mt-5">
            <ExtraMessages namespaces={["routines"]}>
              <AddRoutineButton routineId={routine.id} />
            </ExtraMessages>
          </div>
        </div>
        <aside aria-labelledby="routine-overview" className="surface rounded-3xl p-5">
          <h2 id="routine-overview" className="text-lg font-bold">
            {t("detail.overview")}
          </h2>
          <dl className="mt-3 grid grid-cols-3 gap-3">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-muted text-xs font-semibold uppercase">{fact.label}</dt>
                <dd className="mt-0.5 font-bold">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <dl className="mt-4 space-y-3 border-t border-[var(--border)] pt-4 text-sm">
            <div>
              <dt className="font-semibold">{t("detail.equipment")}</dt>
              <dd className="text-muted mt-0.5">{routine.equipment.map((kit) => kit.name).join(", ")}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t("detail.muscles")}</dt>
              <dd className="text-muted mt-0.5">{routine.muscles.map((muscle) => muscle.name).join(", ")}</dd>
            </div>
          </dl>
        </aside>
      </header>

      <section aria-labelledby="routine-schedule" className="mt-10">
        <h2 id="routine-schedule" className="text-2xl font-bold">
          {t("detail.schedule")}
        </h2>
        <RoutineSchedule locale={locale} schedule={routine.schedule} />
      </section>
    </article>
  );
}
