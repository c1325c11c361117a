import { useLocale, useTranslations } from "next-intl";
import { FREE_WORKOUT_LIMIT } from "../entitlements";
import { CheckIcon, CrossIcon } from "./pricing-icons";
import { formatCount } from "./pricing-price-text";

type Cell = "yes" | "no" | { limit: number };
type Feature = "library" | "analytics" | "ai" | "tracking" | "plans" | "routines" | "adFree";
type Row = { feature: Feature; free: Cell; premium: Cell };

/** The plan table of spec §6, row for row: Premium has all seven, Free the first three and three plans. */
export const PLAN_TABLE: readonly Row[] = [
  { feature: "library", free: "yes", premium: "yes" },
  { feature: "analytics", free: "yes", premium: "yes" },
  { feature: "ai", free: "yes", premium: "yes" },
  { feature: "tracking", free: "no", premium: "yes" },
  { feature: "plans", free: { limit: FREE_WORKOUT_LIMIT }, premium: "yes" },
  { feature: "routines", free: "no", premium: "yes" },
  { feature: "adFree", free: "no", premium: "yes" },
];

/**
 * Free against Premium as a real table (row headers, column headers, icons with their words), compact
 * enough for a modal: `caption` may be hidden when a heading above already names it.
 */
export function PricingComparison({
  showCaption = true,
  className = "",
}: {
  showCaption?: boolean;
  className?: string;
}) {
  const t = useTranslations("pricing.compare");
  const locale = useLocale();
  const cell = (value: Cell, premium: boolean) => {
    if (typeof value === "object") {
      return <span className="text-sm font-semibold">{t("limited", { count: formatCount(value.limit, locale) })}</span>;
    }
    const yes = value === "yes";
    return (
      <span className="inline-flex items-center justify-center">
        <span
          className={`inline-flex h-7 w-7 items-center justify-center rounded-full ${
            yes
              ? premium
                ? "bg-[var(--color-accent-strong)] text-white"
                : "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200"
              : "text-muted bg-[var(--bg)]"
          }`}
        >
          {yes ? <CheckIcon className="h-4 w-4" /> : <CrossIcon className="h-4 w-4" />}
        </span>
        <span className="sr-only">{yes ? t("included") : t("notIncluded")}</span>
      </span>
    );
  };
  return (
    <div className={`surface overflow-hidden rounded-3xl ${className}`}>
      <table className="w-full border-collapse text-start" data-testid="plan-table">
        <caption className={showCaption ? "px-4 pt-4 pb-2 text-start text-lg font-bold sm:px-6" : "sr-only"}>
          {t("caption")}
        </caption>
        <thead>
          <tr className="border-b border-[var(--border)] text-sm">
            <th scope="col" className="text-muted px-4 py-3 text-start font-semibold sm:px-6">
              {t("feature")}
            </th>
            <th scope="col" className="w-24 px-2 py-3 text-center font-semibold sm:w-32">
              {t("free")}
            </th>
            <th
              scope="col"
              className="w-24 bg-[color-mix(in_srgb,var(--color-accent)_8%,transparent)] px-2 py-3 text-center font-bold text-[var(--color-accent-strong)] sm:w-32 dark:text-[var(--color-accent-2)]"
            >
              {t("premium")}
            </th>
          </tr>
        </thead>
        <tbody>
          {PLAN_TABLE.map((row) => (
            <tr key={row.feature} className="border-b border-[var(--border)] last:border-b-0">
              <th scope="row" className="px-4 py-3 text-start text-sm font-medium sm:px-6 sm:text-base">
                {t(`features.${row.feature}`)}
              </th>
              <td className="px-2 py-3 text-center">{cell(row.free, false)}</td>
              <td className="bg-[color-mix(in_srgb,var(--color-accent)_8%,transparent)] px-2 py-3 text-center">
                {cell(row.premium, true)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
