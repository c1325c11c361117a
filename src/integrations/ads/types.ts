/** Where an ad sits; providers may fill placements differently. */
export type AdPlacement = "listing" | "search" | "legal" | "workouts";

export type AdContent =
  { kind: "house"; variant: number } | { kind: "network"; client: string; slot: string; scriptUrl: string };

/** The ads capability: what to show in a placement. Vendors stay behind it. */
export interface AdsProvider {
  readonly name: string;
  adFor(placement: AdPlacement, position: number): AdContent;
}
