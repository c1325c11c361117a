"use client";

import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { Dialog } from "@/components/ui/dialog";
import { Link } from "@/i18n/navigation";

export type SaveFailure = { kind: "limit"; limit: number; visitor: boolean } | { kind: "exists" } | { kind: "failed" };
export type SaveOutcome = { kind: "added" } | SaveFailure;

const action =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full px-5 font-semibold transition-colors";

/** The answers to a failed save: the limit modal, 'Workout Already Exists', 'Failed to save workout'. */
export function SaveOutcomeDialogs({ outcome, onClose }: { outcome: SaveFailure; onClose: () => void }) {
  const t = useTranslations("workouts.save");
  const pathname = usePathname();
  const close = (open: boolean) => {
    if (!open) onClose();
  };
  const back = `?callbackUrl=${encodeURIComponent(pathname)}`;
  return (
    <>
      <Dialog
        open={outcome.kind === "limit"}
        onOpenChange={close}
        title={t("limitTitle")}
        description={
          outcome.kind === "limit"
            ? outcome.visitor
              ? t("limitVisitor", { limit: outcome.limit })
              : t("limitText", { limit: outcome.limit })
            : undefined
        }
        closeLabel={t("close")}
      >
        <div className="flex flex-col gap-2">
          <Link href="/gopremium" className={`${action} bg-[var(--color-accent-strong)] text-white`}>
            {t("upgrade")}
          </Link>
          {outcome.kind === "limit" && outcome.visitor ? (
            <>
              <Link href={`/auth/register${back}`} className={`${action} border border-[var(--border)]`}>
                {t("register")}
              </Link>
              <Link href={`/auth/signin${back}`} className={`${action} border border-[var(--border)]`}>
                {t("signIn")}
              </Link>
            </>
          ) : null}
        </div>
      </Dialog>
      <Dialog
        open={outcome.kind === "exists"}
        onOpenChange={close}
        title={t("existsTitle")}
        description={t("existsText")}
        closeLabel={t("close")}
      />
      <Dialog open={outcome.kind === "failed"} onOpenChange={close} title={t("failed")} closeLabel={t("close")} />
    </>
  );
}
