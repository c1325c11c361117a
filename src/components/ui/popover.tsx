"use client";

import * as RadixPopover from "@radix-ui/react-popover";
import type { ReactNode } from "react";

/** A small panel anchored to its trigger (Radix: focus moves in, Escape and outside clicks close). */
export function Popover({
  trigger,
  label,
  children,
}: {
  /** The trigger's content; the trigger itself is our button. */
  trigger: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <RadixPopover.Root>
      <RadixPopover.Trigger
        aria-label={label}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold hover:bg-[var(--bg)]"
      >
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          sideOffset={6}
          collisionPadding={12}
          className="z-40 w-[min(92vw,320px)] rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-4 shadow-xl focus:outline-none"
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
