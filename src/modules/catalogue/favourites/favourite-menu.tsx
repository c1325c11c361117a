"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useUserStore } from "@/modules/accounts/client/stores";
import { useToggleFavourite } from "./use-favourites";

/** 'Add to My Exercises' / 'Remove from My Exercises'; hidden for visitors, disabled while loading. */
export function FavouriteMenu({ exerciseId }: { exerciseId: number }) {
  const signedIn = useUserStore((state) => state.user !== null);
  if (!signedIn) return null;
  return <FavouriteButton exerciseId={exerciseId} />;
}

function FavouriteButton({ exerciseId }: { exerciseId: number }) {
  const t = useTranslations("favourite");
  const { isFavourite, ready, busy, failed, toggle } = useToggleFavourite(exerciseId);
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={toggle}
        disabled={!ready || busy}
        aria-pressed={isFavourite}
        className={clsx(
          "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors disabled:opacity-60",
          isFavourite
            ? "border-transparent bg-[var(--color-accent-strong)] text-white"
            : "border-[var(--border)] bg-[var(--surface)] hover:border-[var(--color-accent)]",
        )}
      >
        <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4">
          <path
            d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.3h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.7 3.6 4.3 6.9C19.5 16.4 12 21 12 21z"
            fill={isFavourite ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        {isFavourite ? t("remove") : t("add")}
      </button>
      {failed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {isFavourite ? t("removeFailed") : t("addFailed")}
        </p>
      ) : null}
    </div>
  );
}
