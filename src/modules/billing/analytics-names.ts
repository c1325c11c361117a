/** What our pages report: the upsell modal's life (spec §4 "Premium modal") and checkout opening. */
export const ANALYTICS_EVENTS = [
  "upsell_trigger",
  "upsell_view",
  "upsell_close",
  "upsell_click",
  "checkout_open",
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export const DEVICE_TYPES = ["mobile", "tablet", "desktop"] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** How many events one request may carry; the browser sends them a few at a time. */
export const MAX_BATCH = 20;
