import type { AdsProvider } from "./types";

export const HOUSE_AD_VARIANTS = 3;

/** Our own promotions for Premium: no third-party script, works offline and on a fresh machine. */
export const houseAds: AdsProvider = {
  name: "house",
  adFor: (_placement, position) => ({ kind: "house", variant: Math.abs(position) % HOUSE_AD_VARIANTS }),
};
