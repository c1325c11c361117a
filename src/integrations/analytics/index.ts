import "server-only";
import { env } from "@/config/env";
import { googleAnalytics } from "./google-analytics";
import { matomoAnalytics } from "./matomo";
import type { AnalyticsForwarder } from "./types";

export type * from "./types";

type AnalyticsEnv = Pick<
  typeof env,
  "MATOMO_URL" | "MATOMO_SITE_ID" | "GA_MEASUREMENT_ID" | "GA_API_SECRET" | "SITE_URL"
>;

/**
 * Matomo or Google Analytics when configured, each through its proxy route; otherwise none, and our
 * own database is the only sink (it always is one: the upsell readout reads it).
 */
export function pickAnalytics(config: AnalyticsEnv): AnalyticsForwarder | null {
  if (config.MATOMO_URL && config.MATOMO_SITE_ID)
    return matomoAnalytics({ url: config.MATOMO_URL, siteId: config.MATOMO_SITE_ID, siteUrl: config.SITE_URL });
  if (config.GA_MEASUREMENT_ID && config.GA_API_SECRET)
    return googleAnalytics({
      measurementId: config.GA_MEASUREMENT_ID,
      apiSecret: config.GA_API_SECRET,
      siteUrl: config.SITE_URL,
    });
  return null;
}

let forwarder: AnalyticsForwarder | null | undefined;

export function getAnalytics(): AnalyticsForwarder | null {
  if (forwarder === undefined) forwarder = pickAnalytics(env);
  return forwarder;
}

/** Where the browser sends its events: the vendor's proxy route, or our own sink. */
export function analyticsEndpoint(kind: AnalyticsForwarder["kind"] | undefined): string {
  return kind ? `/api-next/proxy/${kind}` : "/api-next/analytics";
}
