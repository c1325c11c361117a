import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { getDb } from "@/db/client";
import { Link } from "@/i18n/navigation";
import { listingPath } from "@/modules/catalogue/listing-route";
import { listMuscles } from "@/modules/catalogue/server/list-taxonomy";

// Reads the catalogue, so it renders per request and never against a database at build time.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }> };

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "home" });
  const { results } = await listMuscles(await getDb(), locale);
  const simple = results.filter((muscle) => muscle.is_simple);
  const joints = results.filter((muscle) => muscle.kind === "joint");
  const chip =
    "surface rounded-full px-4 py-2 text-sm font-semibold hover:border-[var(--color-accent)] hover:text-[var(--color-accent-strong)]";
  return (
    <div>
      <section className="py-6">
        <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="text-muted mt-3 max-w-2xl">{t("description")}</p>
      </section>
      <section aria-labelledby="muscles-heading" className="mt-4">
        <h2 id="muscles-heading" className="text-lg font-bold">
          {t("muscles")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {simple.map((muscle) => (
            <li key={muscle.key}>
              <Link href={listingPath({ muscle: muscle.key })} className={chip}>
                {muscle.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="joints-heading" className="mt-8">
        <h2 id="joints-heading" className="text-lg font-bold">
          {t("joints")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {joints.map((joint) => (
            <li key={joint.key}>
              <Link href={listingPath({ muscle: joint.key, recovery: true })} className={chip}>
                {joint.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
