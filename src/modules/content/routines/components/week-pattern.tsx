import { useTranslations } from "next-intl";

/** A week as seven small blocks: training days filled, rest days hollow (the words are read, not the blocks). */
export function WeekPattern({ pattern, label }: { pattern: boolean[]; label: string }) {
  const t = useTranslations("routines.detail");
  return (
    <p className="flex items-center gap-1" aria-label={label} role="img">
      {pattern.map((training, index) => (
        <span
          key={index}
          title={training ? undefined : t("rest")}
          className={`h-2.5 w-5 rounded-full ${
            training ? "bg-[var(--color-accent-strong)]" : "border border-[var(--border)] bg-[var(--bg)]"
          }`}
        />
      ))}
    </p>
  );
}
