"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useUserStore } from "@/modules/accounts/client/stores";
import { ImportForm } from "./import-form";

const EXPORT = "/api-next/user/export";

/** The downloads, and the import or (without Premium) what it offers; follows a plan change on the page. */
export function DataTransferPanel({ userPk, initialPremium }: { userPk: string; initialPremium: boolean }) {
  const t = useTranslations("transfer");
  const stored = useUserStore((state) => state.user);
  const premium = stored?.pk === userPk ? stored.status === "premium" : initialPremium;
  return (
    <div className="mt-5 flex flex-col gap-8">
      <div>
        <h3 className="text-lg font-semibold">{t("downloadsTitle")}</h3>
        <p className="text-muted mt-1 text-sm">{t("downloadsHelp")}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          {/* Plain links: the browser sends the session cookie and saves what the attachment header names. */}
          <a href={`${EXPORT}?format=json`} download className="btn-primary">
            {t("downloadJson")}
          </a>
          <a href={`${EXPORT}?format=csv`} download className="btn-outline">
            {t("downloadCsv")}
          </a>
        </div>
      </div>
      <div>
        <h3 className="text-lg font-semibold">{t("importTitle")}</h3>
        {premium ? (
          <ImportForm />
        ) : (
          <>
            <p className="text-muted mt-1 text-sm">{t("freeText")}</p>
            <Link href="/pricing" className="btn-primary mt-3">
              {t("seePlans")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
