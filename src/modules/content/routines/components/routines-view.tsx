import { getTranslations } from "next-intl/server";
import { ExtraMessages } from "@/components/layout/extra-messages";
import { Link } from "@/i18n/navigation";
import type { RoutinesPageData } from "../dto";
import { RoutinesBrowser } from "./routines-browser";

/** `/routines`: our multi-week plans, with a way to the user's own list. */
export async function RoutinesView(page: RoutinesPageData) {
  const t = await getTranslations({ locale: page.locale, namespace: "routines" });
  return (
    <div>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-extrabold tracking-tight">{t("title")}</h1>
          <p className="text-muted mt-1">{t("intro")}</p>
        </div>
        <Link
          href="/my-routines"
          className="inline-flex min-h-11 items-center rounded-full border border-[var(--border)] bg-[var(--surface)] px-5 text-sm font-semibold hover:bg-[var(--bg)]"
        >
          {t("mineLink")}
        </Link>
      </header>
      <ExtraMessages namespaces={["routines"]}>
        <RoutinesBrowser initial={page.initial} filters={page.filters} pageSize={page.pageSize} />
      </ExtraMessages>
    </div>
  );
}
