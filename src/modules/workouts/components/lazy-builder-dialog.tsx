"use client";

import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import { useEffect, useState, type ComponentType } from "react";
import type { WorkoutBuilderDialogProps } from "../builder/builder-dialog";

type Loaded = { Dialog: ComponentType<WorkoutBuilderDialogProps>; messages: Record<string, unknown> };

/**
 * The builder's code and its texts, fetched together on first want: pages that offer the builder
 * (our workouts, a workout's page) do not carry either for every visitor.
 */
export function loadBuilder(locale: string): Promise<Loaded> {
  return Promise.all([
    import("../builder/builder-dialog"),
    import(`../../../../messages/builder/${locale}.json`) as Promise<{ default: Record<string, unknown> }>,
  ]).then(([code, texts]) => ({ Dialog: code.WorkoutBuilderDialog, messages: texts.default }));
}

/** The builder dialog, rendered once its code and texts have arrived. */
export function LazyBuilderDialog(props: WorkoutBuilderDialogProps) {
  const locale = useLocale();
  const messages = useMessages();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    loadBuilder(locale).then(
      (result) => current && setLoaded(result),
      (error: unknown) => console.error("The workout builder could not be loaded", error),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  if (!loaded) return null;
  const { Dialog } = loaded;
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...messages, ...loaded.messages }}>
      <Dialog {...props} />
    </NextIntlClientProvider>
  );
}
