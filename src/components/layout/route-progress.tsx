"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useLayoutEffect, useRef } from "react";
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
      if (!isInternalNavigation(event)) return;
      // Heard first, acted on once the link itself has started the navigation (unless it is already done).
      const from = window.location.href;
      setTimeout(() => {
        if (window.location.href === from) useAppStore.getState().setLoading(true);
      });
    };
    // Capture: Next's links prevent the default before a bubbling listener on the document hears the click.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  // Before paint: the list overlay must not be drawn over the page that has just arrived.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    useAppStore.getState().routeChanged();
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
