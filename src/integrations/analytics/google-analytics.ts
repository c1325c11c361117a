import type { AnalyticsEvent, AnalyticsForwarder } from "./types";

type GoogleAnalyticsConfig = { measurementId: string; apiSecret: string; siteUrl: string };

/** GA4's Measurement Protocol takes at most 25 events a request, all from one client. */
const MAX_EVENTS = 25;

export function googleAnalyticsBody(events: AnalyticsEvent[], siteUrl: string) {
  const [first] = events;
  return {
    client_id: first?.visitorId ?? "",
    events: events.slice(0, MAX_EVENTS).map((event) => ({
      name: event.name,
      params: {
        ...event.props,
        device_category: event.device,
        page_location: new URL(event.path, siteUrl).toString(),
        engagement_time_msec: 1,
      },
    })),
  };
}

/** GA4 Measurement Protocol, one request per visitor. */
export function googleAnalytics(config: GoogleAnalyticsConfig): AnalyticsForwarder {
  const endpoint = new URL("https://www.google-analytics.com/mp/collect");
  endpoint.search = new URLSearchParams({
    measurement_id: config.measurementId,
    api_secret: config.apiSecret,
  }).toString();
  return {
    kind: "google-analytics",
    async send(events) {
      const byVisitor = new Map<string, AnalyticsEvent[]>();
      for (const event of events) byVisitor.set(event.visitorId, [...(byVisitor.get(event.visitorId) ?? []), event]);
      for (const batch of byVisitor.values()) {
        const response = await fetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(googleAnalyticsBody(batch, config.siteUrl)),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) throw new Error(`Google Analytics answered ${response.status}`);
      }
    },
  };
}
