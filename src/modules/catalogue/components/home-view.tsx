import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { BodyMapPanel } from "../body-map/body-map-panel";
import type { Gender } from "../schemas";

/** The home page: what the product does, beside the body map to start from. */
export async function HomeView({
  locale,
  gender,
  names,
}: {
  locale: Locale;
  gender: Gender;
  names: Record<string, string>;
}) {
  const t = await getTranslations({ locale, namespace: "home" });
  const tMap = await getTranslations({ locale, namespace: "bodyMap" });
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
