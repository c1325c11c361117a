import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { Link } from "@/i18n/navigation";
import { listingPath } from "@/modules/catalogue/listing-route";
import { CALCULATORS, LEGAL_PAGES } from "../pages";
import type { DirectoryData } from "../dto";
import { DIRECTORY_LINK as LINK, DirectoryGroups } from "./directory-groups";

function Column({ id, title, links }: { id: string; title: string; links: { href: string; label: string }[] }) {
  return (
    <section aria-labelledby={id} className="surface rounded-2xl p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link prefetch={false} href={link.href} className={LINK}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

// Several hundred links: prefetching each one in view would ask the server for every page at once.

/**
 * A plain index of every section of the site: each muscle, joint, equipment and exercise type, our
 * workouts, routines and articles, then the other pages.
 */
export async function DirectoryView({
  locale,
  groups,
  joints,
  equipment,
  categories,
  workouts,
  routines,
  articles,
}: DirectoryData & { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "content" });
  const generator = await getTranslations({ locale, namespace: "generator" });
  const credits = await getTranslations({ locale, namespace: "footer" });
  return (
    <article className="mx-auto max-w-5xl" data-testid="directory">
      <h1 className="text-2xl font-extrabold tracking-tight [overflow-wrap:anywhere] hyphens-auto sm:text-3xl">
        {t("directory.title")}
      </h1>
      <p className="text-muted mt-2 text-lg">{t("directory.description")}</p>
      <section aria-labelledby="directory-muscles" className="mt-8">
        <h2 id="directory-muscles" className="text-xl font-bold">
          {t("directory.muscles")}
        </h2>
        <p className="mt-2">
          <Link prefetch={false} href="/exercises" className="text-link">
            {t("directory.allMuscles")}
          </Link>
        </p>
        <ul className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <li key={group.key}>
              <Link prefetch={false} href={listingPath({ muscle: group.key })} className={`font-semibold ${LINK}`}>
                {group.name}
              </Link>
              {group.muscles.length > 0 ? (
                <ul className="text-muted mt-1 space-y-1 border-s border-[var(--border)] ps-3 text-sm">
                  {group.muscles.map((muscle) => (
                    <li key={muscle.key}>
                      <Link prefetch={false} href={listingPath({ muscle: muscle.key })} className={LINK}>
                        {muscle.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="directory-joints" className="mt-8">
        <h2 id="directory-joints" className="text-xl font-bold">
          {t("directory.joints")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {joints.map((joint) => (
            <li key={joint.key}>
              <Link
                prefetch={false}
                href={listingPath({ muscle: joint.key, recovery: true })}
                className="inline-block rounded-full border border-[var(--border)] px-3 py-1 text-sm font-medium hover:border-[var(--color-accent)]"
              >
                {joint.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <DirectoryGroups id="directory-equipment" title={t("directory.equipment")} groups={equipment} inline />
      <DirectoryGroups
        id="directory-categories"
        title={t("directory.categories")}
        groups={categories}
        countLabel={(count) => t("directory.exerciseCount", { count })}
      />
      <DirectoryGroups
        id="directory-workouts"
        title={t("directory.ourWorkouts")}
        all={{ href: "/workouts", label: t("directory.allWorkouts") }}
        groups={workouts}
      />
      <DirectoryGroups
        id="directory-routines"
        title={t("directory.routines")}
        all={{ href: "/routines", label: t("directory.allRoutines") }}
        groups={routines}
      />
      <DirectoryGroups
        id="directory-articles"
        title={t("directory.articles")}
        all={{ href: "/articles", label: t("directory.allArticles") }}
        groups={articles}
      />
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Column
          id="directory-training"
          title={t("directory.training")}
          links={[
            { href: "/workouts", label: t("directory.workouts") },
            { href: "/workout-generator", label: generator("title") },
            { href: "/workout-generator/rules", label: generator("rulesPage.title") },
            { href: "/calculators", label: t("directory.calculators") },
            ...CALCULATORS.map((page) => ({ href: page.path, label: t(`calculators.${page.key}.title`) })),
          ]}
        />
        <Column
          id="directory-company"
          title={t("directory.company")}
          links={[
            { href: "/about", label: t("directory.about") },
            { href: "/gopremium", label: t("directory.premium") },
            { href: "/credits", label: credits("credits") },
            ...LEGAL_PAGES.map((page) => ({ href: page.path, label: t(`legal.${page.key}.title`) })),
          ]}
        />
      </div>
    </article>
  );
}
