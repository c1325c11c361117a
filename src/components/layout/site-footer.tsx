import { useTranslations } from "next-intl";
import { SITE_NAME } from "@/config/site";
import { Link } from "@/i18n/navigation";

export function SiteFooter() {
  const t = useTranslations("footer");
  return (
    <footer className="text-muted mt-16 border-t border-[var(--border)] py-8 text-center text-sm">
      <p>{t("rights", { year: new Date().getFullYear(), site: SITE_NAME })}</p>
      <p className="mt-2">
        <Link href="/credits" className="underline hover:text-[var(--text)]">
          {t("credits")}
        </Link>
      </p>
    </footer>
  );
}
