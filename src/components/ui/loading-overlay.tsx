"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useAppStore } from "@/lib/app-store";
import { ListSkeleton } from "./list-skeleton";

/**
 * While a navigation is on its way, dims its content and shows skeleton cards over it; they go as
 * soon as the new page is shown, even while the top bar stays on. A route-level loading boundary
 * would do the same, but cached pages would then carry its swap and shift their layout.
 */
export function LoadingOverlay({ children, label }: { children: ReactNode; label: string }) {
  // Off at mount whatever the store says: content that has just mounted is the page that arrived,
  // and the store only learns that once the route change has been committed.
  const [waiting, setWaiting] = useState(false);
  useEffect(() => useAppStore.subscribe((state) => setWaiting(state.loading && state.awaitingPage)), []);
  return (
    <div className="relative" aria-busy={waiting}>
      {children}
      {waiting && (
        <div data-testid="loading-overlay" className="absolute inset-0 bg-[var(--bg)]/70">
          <ListSkeleton label={label} />
        </div>
      )}
    </div>
  );
}
