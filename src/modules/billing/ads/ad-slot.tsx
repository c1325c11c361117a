import { ads, type AdContent, type AdPlacement } from "@/integrations/ads";
import { AdView } from "../components/ad-view";

/** What an ad slot shows, chosen on the server by the configured provider. */
export function adContent(placement: AdPlacement, position: number): AdContent {
  return ads.adFor(placement, position);
}

/** An ad slot: a house ad for Premium by default, a network ad when configured; never for Premium. */
export function AdSlot({ placement, position }: { placement: AdPlacement; position: number }) {
  return <AdView content={adContent(placement, position)} />;
}
