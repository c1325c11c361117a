import { getTranslations } from "next-intl/server";
import { ExtraMessages } from "@/components/layout/extra-messages";
import type { Locale } from "@/config/locales";
import { Link } from "@/i18n/navigation";
import type { MyRoutinesList as MyRoutinesData } from "../dto";
import { MyRoutinesList } from "./my-routines-list";

/** `/my-routines`: the plans the user chose, with how many of their plan's places are used. */
export async function MyRoutinesView({ locale, mine }: { locale: Locale; mine: MyRoutinesData }) {
  const t = await getTranslations({ locale, namespace: "routines" });
  return (
    <div>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-extrabold tracking-tight">{t("mine.title")}</h1>
          <p className="text-muted mt-1">
            {mine.limit === null ? t("mine.introPremium") : t("mine.introFree", { limit: mine.limit })}
          </p>
        </div>
        <Link
          href="/routines"
          className="inline-flex min-h-11 items-center rounded-full border border-[var(--border)] bg-[var(--surface)] px-5 text-sm font-semibold hover:bg-[var(--bg)]"
        >
          {t("mine.browse")}
        </Link>
      </header>
      <ExtraMessages namespaces={["routines"]}>
        <MyRoutinesList initial={mine} />
      </ExtraMessages>
    </div>
  );
}
