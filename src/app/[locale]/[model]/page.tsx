import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { getDb } from "@/db/client";
import { localizedAlternates } from "@/i18n/alternates";
import { BodyMapPanel } from "@/modules/catalogue/body-map/body-map-panel";
import { notFound } from "next/navigation";
import { genderFromSegment } from "@/modules/catalogue/model-segment";
import { listMuscles } from "@/modules/catalogue/server/list-taxonomy";

type Props = { params: Promise<{ locale: Locale; model: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { alternates: localizedAlternates("/", locale) };
}

// Rendered on first request, never at build time (it reads the catalogue), then served from the cache.
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

export default async function HomePage({ params }: Props) {
  const { locale, model } = await params;
  const gender = genderFromSegment(model);
  if (!gender) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "home" });
  const tMap = await getTranslations({ locale, namespace: "bodyMap" });
  const { results } = await listMuscles(await getDb(), locale);
  const names = Object.fromEntries(results.map((muscle) => [muscle.key, muscle.name]));
  return (
    <div className="grid gap-4 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,560px)] lg:items-center">
      <section className="py-2 lg:py-10">
        <h1 className="max-w-xl text-2xl font-extrabold tracking-tight sm:text-5xl">{t("title")}</h1>
        <p className="text-muted mt-3 max-w-xl sm:mt-4 sm:text-lg">{t("description")}</p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-[var(--surface)] px-4 py-2 text-sm font-semibold shadow-sm max-sm:hidden">
          <span aria-hidden className="h-2.5 w-2.5 rounded-full bg-[var(--color-accent)]" />
          {tMap("hint")}
        </p>
      </section>
      <BodyMapPanel
        locale={locale}
        gender={gender}
        mode="simple"
        selected={null}
        equipment={null}
        names={names}
        figureClassName="max-h-[64vh] w-auto lg:max-h-[640px]"
      />
    </div>
  );
}
