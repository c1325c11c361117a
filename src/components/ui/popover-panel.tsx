"use client";

import * as RadixPopover from "@radix-ui/react-popover";
import type { ReactNode } from "react";
import { POPOVER_TRIGGER } from "./popover-trigger";

/** A small panel anchored to its trigger (Radix: focus moves in, Escape and outside clicks close). */
export function PopoverPanel({ trigger, label, children }: { trigger: ReactNode; label: string; children: ReactNode }) {
  // Mounted on the first press of the placeholder trigger, so it opens at once.
  return (
    <RadixPopover.Root defaultOpen>
      <RadixPopover.Trigger aria-label={label} className={POPOVER_TRIGGER}>
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
