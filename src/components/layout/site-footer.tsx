import { useTranslations } from "next-intl";
import { SITE_NAME } from "@/config/site";
import { Link } from "@/i18n/navigation";
import { ThemeMenu } from "./theme-menu";

export function SiteFooter() {
  const t = useTranslations("footer");
  const site = useTranslations("site");
  return (
    <footer className="text-muted mt-16 border-t border-[var(--border)] py-8 text-center text-sm">
      <p>{t("rights", { year: new Date().getFullYear(), site: SITE_NAME })}</p>
      <div className="mt-3 flex items-center justify-center gap-4">
        <Link href="/credits" className="underline hover:text-[var(--text)]">
          {t("credits")}
        </Link>
        <ThemeMenu
          labels={{
            label: site("theme"),
            system: site("themeSystem"),
            light: site("themeLight"),
            dark: site("themeDark"),
          }}
        />
      </div>
    </footer>
  );
}
