/** Vendor-neutral words for product analytics. */
export type DeviceType = "mobile" | "tablet" | "desktop";

/** One thing a visitor did, as our pages report it. */
export type AnalyticsEvent = {
  name: string;
  /** A random id the browser keeps; never an address or an account. */
  visitorId: string;
  device: DeviceType;
  path: string;
  occurredAt: Date;
  props: Record<string, string | number | boolean>;
};

/** A vendor our events are also sent to, through its proxy route. */
export interface AnalyticsForwarder {
  readonly kind: "matomo" | "google-analytics";
  /** Sends a batch; throws when the vendor does not take it. */
  send(events: AnalyticsEvent[]): Promise<void>;
}
