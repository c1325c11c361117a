import type { ReactNode } from "react";

/** Tones are styled in globals.css (`.badge[data-tone]`): one short class keeps list pages small. */
export type BadgeTone = "novice" | "beginner" | "intermediate" | "advanced" | "neutral" | "accent";

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className="badge" data-tone={tone}>
      {children}
    </span>
  );
}
