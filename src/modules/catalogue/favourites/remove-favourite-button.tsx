"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { loadHttp } from "@/lib/lazy-http";
import { FAVOURITES_KEY } from "./use-favourites";

/** Removes one saved exercise from the user's list and refreshes the page's server-rendered list. */
export function RemoveFavouriteButton({ favouriteId, label }: { favouriteId: number; label: string }) {
  const t = useTranslations("favourite");
  const router = useRouter();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <span className="flex flex-col items-end gap-1">
      <button
        type="button"
        disabled={busy}
        aria-label={label}
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          try {
            await (await loadHttp()).delete("/api-next/user/favorites", { searchParams: { id: favouriteId } });
            await queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY });
            router.refresh();
          } catch (error) {
            console.error("Failed to remove favorite", error);
            setFailed(true);
            setBusy(false);
          }
        }}
        title={t("remove")}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-[var(--border)] bg-[var(--surface)] hover:border-[var(--color-accent)] disabled:opacity-60"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5">
          <path
            d="M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {failed ? (
        <span role="alert" className="text-xs text-red-700">
          {t("removeFailed")}
        </span>
      ) : null}
    </span>
  );
}
