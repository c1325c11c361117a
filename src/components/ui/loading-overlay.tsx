"use client";

import type { ReactNode } from "react";
import { useAppStore } from "@/lib/app-store";

/** Dims its content and marks it busy while a navigation is loading. */
export function LoadingOverlay({ children }: { children: ReactNode }) {
  const loading = useAppStore((state) => state.loading);
  return (
    <div className="relative" aria-busy={loading}>
      {children}
      {loading && <div data-testid="loading-overlay" className="absolute inset-0 rounded-2xl bg-[var(--bg)]/60" />}
    </div>
  );
}
