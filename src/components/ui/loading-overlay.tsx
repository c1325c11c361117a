"use client";

import type { ReactNode } from "react";
import { useAppStore } from "@/lib/app-store";
import { ListSkeleton } from "./list-skeleton";

/**
 * While a navigation loads, dims its content and shows skeleton cards over it. A route-level loading
 * boundary would do the same, but cached pages would then carry its swap and shift their layout.
 */
export function LoadingOverlay({ children, label }: { children: ReactNode; label: string }) {
  const loading = useAppStore((state) => state.loading);
  return (
    <div className="relative" aria-busy={loading}>
      {children}
      {loading && (
        <div data-testid="loading-overlay" className="absolute inset-0 bg-[var(--bg)]/70">
          <ListSkeleton label={label} />
        </div>
      )}
    </div>
  );
}
