import clsx from "clsx";

/** A labelled set of radio buttons drawn as a segmented control; arrow keys move between options. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  wrap = false,
}: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: string; hint?: string }[];
  onChange: (value: T) => void;
  /** Cards that wrap onto more lines (for longer labels with a hint) instead of one pill row. */
  wrap?: boolean;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div
        className={clsx(
          wrap
            ? "grid gap-2 sm:grid-cols-2"
            : // Equal segments across the form's width; a long label wraps inside its segment.
              "grid w-full auto-cols-fr grid-flow-col gap-1 rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-1",
        )}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              "cursor-pointer text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--color-accent)]",
              wrap
                ? "rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3.5 py-2.5 has-[:checked]:border-[var(--color-accent-strong)] has-[:checked]:ring-1 has-[:checked]:ring-[var(--color-accent-strong)]"
                : "flex min-h-10 items-center justify-center rounded-xl px-3 py-2 text-center has-[:checked]:bg-[var(--color-accent-strong)] has-[:checked]:text-white",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
            {option.hint ? <span className="text-muted block text-xs font-normal">{option.hint}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
