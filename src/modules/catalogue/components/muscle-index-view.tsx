import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { Link } from "@/i18n/navigation";
import { BodyMapPanel } from "../body-map/body-map-panel";
import { listingPath } from "../listing-route";
import type { Gender } from "../schemas";

type Named = { key: string; name: string };

type Props = {
  locale: Locale;
  gender: Gender;
  groups: (Named & { muscles: Named[] })[];
  joints: Named[];
  names: Record<string, string>;
};

const PILL =
  "inline-block rounded-full border border-[var(--border)] px-3 py-1 text-sm font-medium hover:border-[var(--color-accent)]";

/** Every muscle and joint beside the body map, each linking to its listing. */
export async function MuscleIndexView({ locale, gender, groups, joints, names }: Props) {
  const t = await getTranslations({ locale, namespace: "muscleIndex" });
  const query = gender === "female" ? "?model=f" : "";
  const href = (muscle: string, recovery = false) => `${listingPath({ muscle, recovery })}${query}`;
  return (
    <div>
      <header className="mb-6 max-w-3xl">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="text-muted mt-2">{t("description")}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,400px)_minmax(0,1fr)] lg:items-start">
        <div className="lg:sticky lg:top-20">
          <BodyMapPanel
            locale={locale}
            gender={gender}
            mode="simple"
            selected={null}
            equipment={null}
            names={names}
            figureClassName="max-h-[46vh] w-auto lg:max-h-[560px]"
          />
        </div>
        <nav aria-label={t("title")} data-testid="muscle-index">
          <section aria-labelledby="index-muscles">
            <h2 id="index-muscles" className="text-lg font-bold">
              {t("muscles")}
            </h2>
            <ul className="mt-3 grid items-start gap-3 sm:grid-cols-2">
              {groups.map((group) => (
                <li key={group.key} className="surface rounded-2xl p-4">
                  <Link href={href(group.key)} className="font-semibold hover:text-[var(--color-accent-strong)]">
                    {group.name}
                  </Link>
                  {group.muscles.length > 0 && (
                    <ul className="mt-2 flex flex-wrap gap-1.5">
                      {group.muscles.map((muscle) => (
                        <li key={muscle.key}>
                          <Link href={href(muscle.key)} className={PILL}>
                            {muscle.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="index-joints" className="mt-8">
            <h2 id="index-joints" className="text-lg font-bold">
              {t("joints")}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-1.5">
              {joints.map((joint) => (
                <li key={joint.key}>
                  <Link href={href(joint.key, true)} className={PILL}>
                    {joint.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </nav>
      </div>
    </div>
  );
}
