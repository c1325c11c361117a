import { useTranslations } from "next-intl";
import { SITE_NAME } from "@/config/site";

export function SiteFooter() {
  const t = useTranslations("footer");
  return (
    <footer className="text-muted mt-16 border-t border-[var(--border)] py-8 text-center text-sm">
      {t("rights", { year: new Date().getFullYear(), site: SITE_NAME })}
    </footer>
  );
}
