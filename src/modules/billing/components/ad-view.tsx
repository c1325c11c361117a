"use client";

import type { AdContent } from "../dto";
import { HiddenForPremium } from "./hidden-for-premium";
import { HouseAd } from "./house-ad";
import { NetworkAd } from "./network-ad";

/** Shows what the ads provider chose for a slot, to visitors without Premium. */
export function AdView({ content, onNavigate }: { content: AdContent; onNavigate?: () => void }) {
  return (
    <HiddenForPremium>
      {content.kind === "house" ? (
        <HouseAd variant={content.variant} onNavigate={onNavigate} />
      ) : (
        <aside data-ad="network">
          <NetworkAd client={content.client} slot={content.slot} scriptUrl={content.scriptUrl} />
        </aside>
      )}
    </HiddenForPremium>
  );
}
