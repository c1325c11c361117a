import type { AdsProvider } from "./types";

/** A display-ad network configured by publisher and slot ids (script-based, e.g. AdSense-style). */
export function networkAds(config: { client: string; slot: string; scriptUrl: string }): AdsProvider {
  return {
    name: "network",
    adFor: () => ({ kind: "network", ...config }),
  };
}
