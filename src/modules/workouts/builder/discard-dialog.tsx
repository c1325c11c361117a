"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Asked when closing with unsaved edits; 'Keep editing' takes the focus. */
export function DiscardDialog({
  open,
  returnFocus,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  returnFocus: () => void;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const t = useTranslations("builder.discard");
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onKeep()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[55] bg-black/40" />
        <RadixDialog.Content
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-[55] w-[min(92vw,400px)] -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-[var(--border)] bg-[var(--surface)] p-6 text-[var(--text)] shadow-2xl outline-none"
        >
          <RadixDialog.Title className="text-lg font-bold">{t("title")}</RadixDialog.Title>
          <RadixDialog.Description className="text-muted mt-1 text-sm">{t("text")}</RadixDialog.Description>
          {/* 'Keep editing' first: it takes the focus, so Enter never throws work away. */}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse sm:justify-start">
            <RadixDialog.Close asChild>
              <Button>{t("keep")}</Button>
            </RadixDialog.Close>
            <Button variant="secondary" onClick={onDiscard} className="text-red-700 dark:text-red-400">
              {t("discard")}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
