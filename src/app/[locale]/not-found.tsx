import { useTranslations } from "next-intl";
import { SITE_NAME } from "@/config/site";
import { Link } from "@/i18n/navigation";

export default function NotFound() {
  const t = useTranslations("errors");
  return (
    <section className="mx-auto max-w-lg py-20 text-center">
      {/* Next takes metadata from the root not-found only; React hoists this title into the head. */}
      <title>{`${t("notFoundTitle")} | ${SITE_NAME}`}</title>
      <p className="text-6xl font-black text-[var(--color-accent-strong)]">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t("notFoundTitle")}</h1>
      <p className="text-muted mt-3">{t("notFoundText")}</p>
      <Link
        href="/"
        className="mt-8 inline-block rounded-full bg-[var(--text)] px-5 py-2.5 font-semibold text-[var(--bg)]"
      >
        {t("backHome")}
      </Link>
    </section>
  );
}
