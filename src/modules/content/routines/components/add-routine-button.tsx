"use client";

import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Link } from "@/i18n/navigation";
import { useUserStore } from "@/modules/accounts/client/stores";
import { useMyRoutines, useRoutineChange, type RoutineChange } from "../client/my-routines";

const action =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full px-5 font-semibold transition-colors";

/**
 * "Add to my routines" (spec §4: adding one already there changes nothing). Visitors are asked to sign
 * in; a free user at the limit is told so and pointed to Premium.
 */
export function AddRoutineButton({ routineId }: { routineId: number }) {
  const t = useTranslations("routines.add");
  const pathname = usePathname();
  const signedIn = useUserStore((state) => state.user !== null);
  const mine = useMyRoutines();
  const [outcome, setOutcome] = useState<RoutineChange | null>(null);
  const change = useRoutineChange(setOutcome);
  const inList = mine.data?.results.some((entry) => entry.routine.id === routineId) ?? false;
  const busy = change.isPending || (signedIn && mine.isPending);
  const close = (open: boolean) => {
    if (!open) setOutcome(null);
  };
  const back = `?callbackUrl=${encodeURIComponent(pathname)}`;

  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {inList ? (
          <>
            <span className="inline-flex min-h-11 items-center gap-2 rounded-full bg-[var(--color-accent-3)] px-5 font-semibold text-[#7c2d12]">
              <svg
                aria-hidden
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              >
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
              {t("added")}
            </span>
            <button
              type="button"
              disabled={busy}
              onClick={() => change.mutate({ routineId, remove: true })}
              className="min-h-11 px-2 text-sm font-semibold underline disabled:opacity-60"
            >
              {t("remove")}
            </button>
          </>
        ) : (
          <button
            type="button"
            disabled={busy}
            onClick={() => (signedIn ? change.mutate({ routineId, remove: false }) : setOutcome({ kind: "signIn" }))}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-[var(--color-accent-strong)] px-6 font-semibold text-white hover:bg-[var(--color-accent-deep)] disabled:opacity-60"
          >
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M12 5v14M5 12h14" />
            </svg>
            {change.isPending ? t("adding") : t("add")}
          </button>
        )}
        {signedIn ? (
          <Link href="/my-routines" className="text-link text-sm">
            {t("myRoutines")}
          </Link>
        ) : null}
      </div>
      <p role="status" className="min-h-5 text-sm font-semibold">
        {outcome?.kind === "added" ? t("addedStatus") : outcome?.kind === "removed" ? t("removedStatus") : ""}
      </p>
      {outcome?.kind === "failed" ? (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {t("failed")}
        </p>
      ) : null}

      <Dialog
        open={outcome?.kind === "signIn"}
        onOpenChange={close}
        title={t("signInTitle")}
        description={t("signInText")}
        closeLabel={t("close")}
      >
        <div className="flex flex-col gap-2">
          <Link href={`/auth/register${back}`} className={`${action} bg-[var(--color-accent-strong)] text-white`}>
            {t("register")}
          </Link>
          <Link href={`/auth/signin${back}`} className={`${action} border border-[var(--border)]`}>
            {t("signIn")}
          </Link>
        </div>
      </Dialog>
      <Dialog
        open={outcome?.kind === "limit"}
        onOpenChange={close}
        title={t("limitTitle")}
        description={outcome?.kind === "limit" ? t("limitText", { limit: outcome.limit }) : undefined}
        closeLabel={t("close")}
      >
        <div className="flex flex-col gap-2">
          <Link href="/pricing" className={`${action} bg-[var(--color-accent-strong)] text-white`}>
            {t("upgrade")}
          </Link>
          <Link href="/my-routines" className={`${action} border border-[var(--border)]`}>
            {t("myRoutines")}
          </Link>
        </div>
      </Dialog>
    </div>
  );
}
