import clsx from "clsx";
import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-[var(--color-accent-strong)] text-white hover:bg-[var(--color-accent-deep)] border-transparent",
  secondary: "border-[var(--border)] bg-[var(--surface)] hover:border-[var(--color-accent)]",
  danger: "bg-red-700 text-white hover:bg-red-600 border-transparent",
  ghost: "border-transparent hover:bg-[var(--bg)]",
};

/** Our button: a pill with one of four looks; `busy` keeps its width and says so to assistive tech. */
export function Button({
  variant = "primary",
  busy = false,
  className,
  disabled,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; busy?: boolean }) {
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={clsx(
        "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border px-5 py-2.5 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60",
        VARIANTS[variant],
        className,
      )}
    >
      {busy ? (
        <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      ) : null}
      {children}
    </button>
  );
}
