"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import { POPOVER_TRIGGER } from "./popover-trigger";

const loadPanel = () => import("./popover-panel");
const PopoverPanel = lazy(() => loadPanel().then((module) => ({ default: module.PopoverPanel })));

type Props = {
  /** The trigger's content; the trigger itself is our button. */
  trigger: ReactNode;
  label: string;
  children: ReactNode;
};

/**
 * A small panel anchored to its trigger. Lists show many of these and most are never opened, so the
 * positioning and focus code loads on the first hover, focus or press, not with the page.
 */
export function Popover({ trigger, label, children }: Props) {
  const [armed, setArmed] = useState(false);
  const placeholder = (onClick?: () => void) => (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={label}
      className={POPOVER_TRIGGER}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={onClick}
    >
      {trigger}
    </button>
  );
  if (!armed) return placeholder(() => setArmed(true));
  return (
    <Suspense fallback={placeholder()}>
      <PopoverPanel trigger={trigger} label={label}>
        {children}
      </PopoverPanel>
    </Suspense>
  );
}
