"use client";

import clsx from "clsx";

/** A choice of a few options shown side by side, one on (a radio group drawn as a pill). */
export function SegmentedControl<T extends string>({
  label,
  labelledBy,
  options,
  value,
  onChange,
  small = false,
}: {
  /** The group's name, unless a visible label names it (`labelledBy`). */
  label?: string;
  labelledBy?: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  small?: boolean;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={clsx("flex rounded-full border border-[var(--border)] p-0.5", small ? "text-xs" : "text-sm")}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            "rounded-full font-semibold",
            small ? "min-h-9 px-3" : "min-h-10 px-4",
            value === option.value && "bg-[var(--color-accent-strong)] text-white",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
