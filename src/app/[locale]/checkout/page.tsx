import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { userPageContext } from "@/app/_server/page-context";
import type { Locale } from "@/config/locales";
import { ExtraMessages } from "@/components/layout/extra-messages";
import { CheckoutView } from "@/modules/billing/components/checkout-view";
import { loadCheckoutPage } from "@/modules/billing/server/load-checkout-page";

/** Per user: never cached, never built ahead. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "billing" });
  return { title: t("checkout.title"), robots: { index: false } };
}

export default async function Checkout({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const back = `/checkout?${new URLSearchParams(query as Record<string, string>)}`;
  const ctx = await userPageContext(locale, back);
  return (
    <ExtraMessages namespaces={["billing"]}>
      <CheckoutView {...await loadCheckoutPage(ctx, query)} />
    </ExtraMessages>
  );
}
