"use client";

import { useEffect } from "react";
import { startAnalytics } from "../client/analytics";
import { routeBasePath } from "../upsell-rules";

/** Spec §9: analytics starts at once on these pages… */
const AT_ONCE = new Set(["/", "/pricing", "/checkout"]);
/** …elsewhere at the first scroll, click or touch, or after this long. */
const IDLE_START_MS = 5000;
const FIRST_SIGNS = ["scroll", "pointerdown", "touchstart", "keydown"] as const;

/** Starts first-party analytics the way the spec times it, so a first paint never waits on it. */
export function AnalyticsStart({ endpoint }: { endpoint: string }) {
  useEffect(() => {
    const start = () => startAnalytics(endpoint);
    if (AT_ONCE.has(routeBasePath(window.location.pathname))) return start();
    const timer = window.setTimeout(start, IDLE_START_MS);
    const once = () => {
      window.clearTimeout(timer);
      start();
      for (const sign of FIRST_SIGNS) window.removeEventListener(sign, once, true);
    };
    for (const sign of FIRST_SIGNS) window.addEventListener(sign, once, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const sign of FIRST_SIGNS) window.removeEventListener(sign, once, true);
    };
  }, [endpoint]);
  return null;
}
