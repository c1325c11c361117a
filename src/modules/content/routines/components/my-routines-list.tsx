"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Link } from "@/i18n/navigation";
import type { MyRoutinesList as MyRoutinesData } from "../dto";
import { useMyRoutines, useRoutineChange, type RoutineChange } from "../client/my-routines";
import { RoutineCard } from "./routine-card";

/** The user's routines as cards, each with the date it was added and a way to take it off the list. */
export function MyRoutinesList({ initial }: { initial: MyRoutinesData }) {
  const t = useTranslations("routines.mine");
  const tAdd = useTranslations("routines.add");
  const format = useFormatter();
  const mine = useMyRoutines(initial);
  const [outcome, setOutcome] = useState<RoutineChange | null>(null);
  const change = useRoutineChange(setOutcome);
  const data = mine.data ?? initial;

  return (
    <div>
      {data.limit !== null ? (
        <p className="text-sm font-semibold" data-testid="routine-usage">
          {t("used", { count: data.count, limit: data.limit })}
        </p>
      ) : null}
      {data.limit !== null && data.count >= data.limit ? (
        <p className="surface mt-3 rounded-2xl p-4 text-sm">
          {tAdd("limitText", { limit: data.limit })}{" "}
          <Link href="/pricing" className="text-link">
            {tAdd("upgrade")}
          </Link>
        </p>
      ) : null}
      <p role="status" className="min-h-5 text-sm font-semibold">
        {outcome?.kind === "removed" ? tAdd("removedStatus") : ""}
      </p>
      {outcome?.kind === "failed" ? (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {tAdd("failed")}
        </p>
      ) : null}
      {data.count === 0 ? (
        <div className="surface mt-2 rounded-2xl p-6 text-center">
          <p>{t("empty")}</p>
          <Link href="/routines" className="text-link mt-2 inline-block">
            {t("browse")}
          </Link>
        </div>
      ) : (
        <ul data-testid="my-routine-list" className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.results.map((entry) => (
            <li key={entry.id}>
              <RoutineCard
                routine={entry.routine}
                actions={
                  <>
                    <span className="text-muted text-xs">
                      {t("added", { date: format.dateTime(new Date(entry.added_at), { dateStyle: "medium" }) })}
                    </span>
                    <button
                      type="button"
                      disabled={change.isPending}
                      onClick={() => change.mutate({ routineId: entry.routine.id, remove: true })}
                      aria-label={t("remove", { name: entry.routine.name })}
                      className="ms-auto inline-flex min-h-11 items-center rounded-full border border-[var(--border)] px-4 text-sm font-semibold hover:bg-[var(--bg)] disabled:opacity-60"
                    >
                      {t("removeShort")}
                    </button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
