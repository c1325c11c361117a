"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

/** Our modal on Radix's accessible dialog: focus trapped, Escape closes, page scroll locked. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  eyebrow,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: string;
  description?: string;
  closeLabel: string;
  /** A sales sheet rather than a question: wider, and scrolling inside when taller than the window. */
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <RadixDialog.Content className={`fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-[var(--surface)] shadow-2xl focus:outline-none ${wide ? "max-h-[92dvh] w-[min(94vw,880px)] overflow-y-auto p-5 sm:p-8" : "w-[min(92vw,420px)] p-6"}`}>
          {wide ? (
            <RadixDialog.Close
              aria-label={closeLabel}
              className="absolute end-3 top-3 flex h-10 w-10 items-center justify-center rounded-full text-[var(--muted)] hover:bg-[var(--bg)] hover:text-[var(--text)]"
            >
              <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          ) : null}
          {eyebrow ? (
            <p className="text-xs font-bold tracking-widest text-[var(--color-accent-strong)] uppercase dark:text-[var(--color-accent-2)]">
              {eyebrow}
            </p>
          ) : null}
          <RadixDialog.Title
            className={wide ? "pe-10 text-2xl font-extrabold tracking-tight sm:text-3xl" : "text-lg font-bold"}
          >
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="text-muted mt-1 text-sm">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children ? <div className="mt-4">{children}</div> : null}
          <RadixDialog.Close className="mt-6 w-full rounded-full border border-[var(--border)] px-4 py-2.5 font-semibold hover:bg-[var(--bg)]">
            {closeLabel}
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
