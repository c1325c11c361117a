"use client";

import { useTranslations } from "next-intl";

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations("errors");
  return (
    <section className="mx-auto max-w-lg py-20 text-center">
      <h1 className="text-3xl font-bold">{t("somethingWrong")}</h1>
      <button
        type="button"
        onClick={reset}
        className="mt-8 rounded-full bg-[var(--text)] px-5 py-2.5 font-semibold text-[var(--bg)]"
      >
        {t("tryAgain")}
      </button>
    </section>
  );
}
