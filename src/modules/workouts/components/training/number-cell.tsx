"use client";

import { useState } from "react";

/**
 * A number typed in a table cell. What is typed stays as typed while the field has focus ("82." or an
 * empty field), and the value goes out parsed on every change; an empty field is null.
 */
export function NumberCell({
  value,
  onChange,
  label,
  decimals = false,
  max,
  className,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  label: string;
  decimals?: boolean;
  max: number;
  className?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === null ? "" : String(value));
  return (
    <input
      type="text"
      inputMode={decimals ? "decimal" : "numeric"}
      aria-label={label}
      value={shown}
      onFocus={(event) => {
        setDraft(shown);
        event.currentTarget.select();
      }}
      onBlur={() => setDraft(null)}
      onChange={(event) => {
        const text = event.target.value.replace(",", ".");
        if (!(decimals ? /^\d{0,4}(\.\d{0,2})?$/ : /^\d{0,4}$/).test(text)) return;
        setDraft(text);
        const parsed = text === "" || text === "." ? null : Number(text);
        onChange(parsed === null ? null : Math.min(max, parsed));
      }}
      className={`h-11 w-full min-w-0 rounded-xl border border-[var(--border)] bg-[var(--bg)] px-2 text-center text-base font-semibold tabular-nums focus:border-[var(--color-accent)] ${className ?? ""}`}
    />
  );
}
