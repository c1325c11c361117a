import { env } from "@/config/env";
import { houseAds } from "./house-ads";
import { networkAds } from "./network-ads";
import type { AdsProvider } from "./types";

export type { AdContent, AdPlacement, AdsProvider } from "./types";

/** House ads unless an ad network is configured (ADS_NETWORK_CLIENT, ADS_NETWORK_SLOT, ADS_NETWORK_SCRIPT_URL). */
export function pickAdsProvider(
  config: Pick<typeof env, "ADS_NETWORK_CLIENT" | "ADS_NETWORK_SLOT" | "ADS_NETWORK_SCRIPT_URL">,
): AdsProvider {
  if (config.ADS_NETWORK_CLIENT && config.ADS_NETWORK_SLOT && config.ADS_NETWORK_SCRIPT_URL) {
    return networkAds({
      client: config.ADS_NETWORK_CLIENT,
      slot: config.ADS_NETWORK_SLOT,
      scriptUrl: config.ADS_NETWORK_SCRIPT_URL,
    });
  }
  return houseAds;
}

export const ads: AdsProvider = pickAdsProvider(env);
