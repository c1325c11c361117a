"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { indicatorDuration, useAppStore } from "@/lib/app-store";

function isInternalNavigation(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  const anchor = (event.target as Element | null)?.closest("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download"))
    return false;
  const url = new URL(anchor.href, window.location.href);
  return (
    url.origin === window.location.origin &&
    url.pathname + url.search !== window.location.pathname + window.location.search
  );
}

/**
 * Turns the loading flag on when a navigation starts (a link click, or anything that sets it) and
 * off again a fixed time after the route changed; shows the thin top bar while it is on.
 */
export function RouteProgress({ label }: { label: string }) {
  const loading = useAppStore((state) => state.loading);
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const first = useRef(true);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) useAppStore.getState().setLoading(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    useAppStore.getState().setLoading(true);
    const timer = setTimeout(() => useAppStore.getState().setLoading(false), indicatorDuration(pathname));
    return () => clearTimeout(timer);
  }, [pathname, search]);

  if (!loading) return null;
  return (
    <div role="progressbar" aria-label={label} className="route-progress">
      <span />
    </div>
  );
}
