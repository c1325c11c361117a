import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { KeyedDto } from "@/modules/catalogue/dto";
import type { GoalKey } from "@/modules/catalogue/reference/taxonomy";
import { CHANGEOVER_SECONDS } from "../../duration";
import {
  GOAL_RULES,
  OLDER_AGE,
  RECENT_HARD_SETS,
  RECENT_HOURS,
  RULE_VERSION,
  SESSION_MAX_SETS,
  SESSION_TARGET_SETS,
} from "../../generator/rules";

/** The generator's rules as a page: the same figures the code uses, with their sources. */
export async function GeneratorRules({ goals }: { goals: KeyedDto[] }) {
  const t = await getTranslations("generator.rulesPage");
  const list = (key: "pick" | "sources") => t.raw(key) as string[];
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("heading")}</h1>
      <p className="text-muted mt-3 text-lg">{t("intro")}</p>

      <h2 className="mt-8 text-xl font-bold">{t("pickHeading")}</h2>
      <ul className="mt-3 list-disc space-y-1 ps-6">
        {list("pick").map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>

      <h2 className="mt-8 text-xl font-bold">{t("orderHeading")}</h2>
      <p className="mt-3">{t("order")}</p>

      <h2 className="mt-8 text-xl font-bold">{t("doseHeading")}</h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-[var(--border)]">
              <th scope="col" className="py-2 pe-3 text-start">
                {t("goal")}
              </th>
              <th scope="col" className="py-2 pe-3 text-start">
                {t("reps")}
              </th>
              <th scope="col" className="py-2 text-start">
                {t("restColumn")}
              </th>
            </tr>
          </thead>
          <tbody>
            {goals.map((goal) => {
              const rule = GOAL_RULES[goal.key as GoalKey];
              if (!rule) return null;
              return (
                <tr key={goal.key} className="border-b border-[var(--border)]">
                  <th scope="row" className="py-2 pe-3 text-start font-semibold">
                    {goal.name}
                  </th>
                  <td className="py-2 pe-3" dir="ltr">
                    {rule.compound.reps === rule.isolation.reps
                      ? rule.compound.reps
                      : `${rule.compound.reps} / ${rule.isolation.reps}`}
                  </td>
                  <td className="py-2" dir="ltr">
                    {rule.compound.rest === rule.isolation.rest
                      ? `${rule.compound.rest} s`
                      : `${rule.compound.rest} s / ${rule.isolation.rest} s`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <h2 className="mt-8 text-xl font-bold">{t("volumeHeading")}</h2>
      <p className="mt-3">
        {t("volume", {
          novice: SESSION_TARGET_SETS.novice,
          advanced: SESSION_TARGET_SETS.advanced,
          max: SESSION_MAX_SETS,
        })}
      </p>

      <h2 className="mt-8 text-xl font-bold">{t("timeHeading")}</h2>
      <p className="mt-3">{t("time", { changeover: CHANGEOVER_SECONDS })}</p>

      <h2 className="mt-8 text-xl font-bold">{t("recentHeading")}</h2>
      <p className="mt-3">{t("recent", { sets: RECENT_HARD_SETS, hours: RECENT_HOURS })}</p>

      <h2 className="mt-8 text-xl font-bold">{t("ageHeading")}</h2>
      <p className="mt-3">{t("age", { age: OLDER_AGE })}</p>

      <h2 className="mt-8 text-xl font-bold">{t("sourcesHeading")}</h2>
      <ol className="mt-3 list-decimal space-y-1 ps-6 text-sm">
        {list("sources").map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>

      <p className="text-muted mt-8 text-sm">{t("version", { version: RULE_VERSION })}</p>
      <Link
        href="/workout-generator"
        className="mt-4 inline-flex min-h-11 items-center rounded-full bg-[var(--color-accent-strong)] px-5 font-semibold text-white"
      >
        {t("cta")}
      </Link>
    </article>
  );
}
