import clsx from "clsx";
import type { ReactNode } from "react";

/** A message box: errors are announced at once (role=alert), other notes politely. */
export function Alert({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={clsx(
        "rounded-xl border px-4 py-3 text-sm",
        tone === "error" &&
          "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200",
        tone === "success" &&
          "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-200",
        tone === "info" && "border-[var(--border)] bg-[var(--bg)]",
      )}
    >
      {children}
    </div>
  );
}
