import { getTranslations } from "next-intl/server";
import { ExtraMessages } from "@/components/layout/extra-messages";
import { Link } from "@/i18n/navigation";
import type { WorkoutsPageData } from "../dto";
import { BuildWorkoutButton } from "./build-workout-button";
import { WorkoutTabs } from "./workout-tabs";
import { WorkoutsBrowser } from "./workouts-browser";

/** `/workouts`: our workouts, with the tab to my workouts and the body-model switch. */
export async function WorkoutsView(page: WorkoutsPageData) {
  const { locale, gender } = page;
  const t = await getTranslations({ locale, namespace: "workouts" });
  const modelLink = (value: "male" | "female") => (
    <Link
      href={value === "female" ? "/workouts?model=f" : "/workouts"}
      aria-current={gender === value ? "true" : undefined}
      className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
        gender === value ? "bg-[var(--surface)] shadow-sm" : "text-muted"
      }`}
    >
      {t(`gender.${value}`)}
    </Link>
  );
  return (
    <div>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-extrabold tracking-tight">{t("title")}</h1>
          <p className="text-muted mt-1">{t("intro")}</p>
        </div>
        <WorkoutTabs locale={locale} current="ours" />
      </header>
      <ExtraMessages namespaces={["workouts"]}>
        <WorkoutsBrowser
          initial={page.initial}
          filters={page.filters}
          gender={gender}
          pageSize={page.pageSize}
          siteOrigin={page.siteOrigin}
          ads={page.ads}
          builder={<BuildWorkoutButton gender={gender} />}
          modelSwitch={
            <nav
              aria-label={t("gender.label")}
              className="inline-flex rounded-full bg-[var(--bg-strong,rgba(0,0,0,0.05))] p-1"
            >
              {modelLink("male")}
              {modelLink("female")}
            </nav>
          }
        />
      </ExtraMessages>
    </div>
  );
}
