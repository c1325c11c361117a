"use client";

/** A compact native select in our style: accessible by default, one chevron, any options. */
export function SelectMenu<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled = false,
}: {
  label: string;
  value: T;
  options: { value: T; label: string; lang?: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <label className="relative">
      <span className="sr-only">{label}</span>
      <select
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as T)}
        className="appearance-none rounded-full border border-[var(--border)] bg-[var(--surface)] py-1.5 ps-3 pe-7 text-sm font-medium hover:border-[var(--color-accent)] disabled:opacity-50"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <svg
        aria-hidden
        viewBox="0 0 12 12"
        className="pointer-events-none absolute end-2.5 top-1/2 h-3 w-3 -translate-y-1/2"
      >
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </label>
  );
}
