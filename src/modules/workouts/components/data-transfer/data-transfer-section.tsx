import { getTranslations } from "next-intl/server";
import { ExtraMessages } from "@/components/layout/extra-messages";
import type { SessionUserDto } from "@/modules/accounts/dto";
import { getEntitlements } from "@/modules/billing/entitlements";
import { DataTransferPanel } from "./data-transfer-panel";

/** Settings' "Your data": downloads for everyone, the training import for Premium (its offer for others). */
export async function DataTransferSection({ user }: { user: SessionUserDto }) {
  const t = await getTranslations("transfer");
  return (
    <section aria-labelledby="your-data-title" className="surface mt-6 rounded-2xl p-5" data-testid="your-data">
      <h2 id="your-data-title" className="text-lg font-bold">
        {t("title")}
      </h2>
      <p className="text-muted mt-1">{t("intro")}</p>
      <ExtraMessages namespaces={["transfer"]}>
        <DataTransferPanel userPk={user.pk} initialPremium={getEntitlements(user).premium} />
      </ExtraMessages>
    </section>
  );
}
