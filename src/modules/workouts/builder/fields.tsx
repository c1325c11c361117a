"use client";

import clsx from "clsx";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { MinusIcon, PlusIcon } from "./icons";
import { asciiDigits } from "./state";

const box =
  "flex h-11 items-center rounded-xl border border-[var(--border)] bg-[var(--surface)] focus-within:border-[var(--color-accent)] focus-within:ring-2 focus-within:ring-[var(--color-accent)]/30";
const fieldLabel = "text-muted text-xs font-semibold";
const stepButton =
  "grid h-full w-10 shrink-0 place-items-center text-[var(--text)] hover:bg-[var(--bg)] disabled:cursor-not-allowed disabled:opacity-35 first:rounded-s-xl last:rounded-e-xl";

/** A typed number in any digits, comma or point for decimals; NaN when it is not one. */
export const parseNumber = (text: string) => Number(asciiDigits(text).trim().replace(",", "."));

/**
 * A whole number with minus and plus buttons (sets, warm-ups, rest). The input is a spinbutton:
 * arrow keys step, Home and End jump to the limits; numbers read left to right in every language.
 */
export function Stepper({
  label,
  value,
  min,
  max,
  step = 1,
  suffix,
  decreaseLabel,
  increaseLabel,
  onChange,
  name,
  valueText,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  suffix?: string;
  /** The value as read aloud, with its unit ("120 seconds"). */
  valueText?: string;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (value: number) => void;
  name?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (next: number) => Math.min(max, Math.max(min, next));
  const commit = (text: string) => {
    const parsed = Math.round(parseNumber(text));
    if (Number.isFinite(parsed) && text.trim() !== "") onChange(clamp(parsed));
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = {
      ArrowUp: value + step,
      ArrowDown: value - step,
      PageUp: value + step * 5,
      PageDown: value - step * 5,
      Home: min,
      End: max,
    }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setDraft(null);
      onChange(clamp(next));
    } else if (event.key === "Enter") {
      event.preventDefault();
      commit(event.currentTarget.value);
    }
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <div className={box} dir="ltr">
        <button
          type="button"
          className={stepButton}
          aria-label={decreaseLabel}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - step))}
        >
          <MinusIcon className="h-4 w-4" />
        </button>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuetext={valueText}
          autoComplete="off"
          value={draft ?? String(value)}
          onChange={(event) => {
            setDraft(event.target.value);
            const parsed = Math.round(parseNumber(event.target.value));
            if (event.target.value.trim() !== "" && Number.isFinite(parsed) && parsed >= min && parsed <= max)
              onChange(parsed);
          }}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-full w-full min-w-0 bg-transparent text-center text-base font-semibold tabular-nums outline-none"
        />
        {suffix ? (
          <span aria-hidden className="text-muted pe-1 text-sm">
            {suffix}
          </span>
        ) : null}
        <button
          type="button"
          className={stepButton}
          aria-label={increaseLabel}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + step))}
        >
          <PlusIcon className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}

/** A decimal number with its unit beside it (the load). */
export function DecimalField({
  label,
  value,
  unit,
  max,
  onChange,
}: {
  label: string;
  value: number;
  unit: string;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={fieldLabel}>
        {label}
        <span className="sr-only"> ({unit})</span>
      </label>
      <div className={box} dir="ltr">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? String(value)}
          onChange={(event) => {
            setDraft(event.target.value);
            const parsed = parseNumber(event.target.value);
            if (Number.isFinite(parsed) && parsed >= 0) onChange(Math.min(max, parsed));
            else if (event.target.value.trim() === "") onChange(0);
          }}
          onBlur={() => setDraft(null)}
          className="h-full w-full min-w-0 bg-transparent ps-3 text-base font-semibold tabular-nums outline-none"
        />
        <span aria-hidden className="text-muted pe-3 text-sm font-semibold">
          {unit}
        </span>
      </div>
    </div>
  );
}

/** Reps or time as text, with its format as a hint and the reason beneath it when it would not save. */
export function RepsField({
  label,
  hint,
  value,
  error,
  onChange,
  onBlur,
  inputRef,
}: {
  label: string;
  hint: ReactNode;
  value: string;
  error: ReactNode;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <div className={clsx(box, error && "border-red-600 dark:border-red-400")} dir="ltr">
        <input
          id={id}
          ref={inputRef}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={12}
          value={value}
          placeholder="8-12"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className="h-full w-full min-w-0 bg-transparent px-3 text-base font-semibold tabular-nums outline-none"
        />
      </div>
      <p id={`${id}-hint`} className="text-muted text-xs">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
