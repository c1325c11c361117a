import { useTranslations } from "next-intl";
import { PerkIcon } from "./pricing-icons";

/** Spec §1's advertised Premium perks. */
export const PERKS = [
  "unlimited",
  "tracking",
  "map",
  "filters",
  "ai",
  "video",
  "offline",
  "adFree",
  "support",
] as const;

export function PricingPerks({ columns = 3, headingLevel = 3 }: { columns?: 2 | 3; headingLevel?: 2 | 3 }) {
  const t = useTranslations("pricing.perks");
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`grid gap-3 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {PERKS.map((perk) => (
        <li key={perk} className="surface flex gap-4 rounded-3xl p-5">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-[color-mix(in_srgb,var(--color-accent)_14%,transparent)] text-[var(--color-accent-strong)] dark:text-[var(--color-accent-2)]">
            <PerkIcon perk={perk} className="h-6 w-6" />
          </span>
          <div>
            <Heading className="font-bold">{t(`${perk}.title`)}</Heading>
            <p className="text-muted mt-1 text-sm leading-relaxed">{t(`${perk}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
