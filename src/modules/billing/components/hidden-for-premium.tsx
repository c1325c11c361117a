"use client";

import type { ReactNode } from "react";
import { useIsPremium } from "../premium";

/** Renders its children (ads, upsells) only for visitors without Premium. */
export function HiddenForPremium({ children }: { children: ReactNode }) {
  return useIsPremium() ? null : children;
}
