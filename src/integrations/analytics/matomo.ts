import { createHash } from "node:crypto";
import type { AnalyticsEvent, AnalyticsForwarder } from "./types";

type MatomoConfig = { url: string; siteId: string; siteUrl: string };

/** Matomo wants a visitor id of 16 hexadecimal characters; ours is hashed down to one. */
const matomoVisitor = (visitorId: string) => createHash("sha256").update(visitorId).digest("hex").slice(0, 16);

/** One tracking request per event, in Matomo's bulk form: category, action and the offer as its name. */
export function matomoRequest(event: AnalyticsEvent, config: Pick<MatomoConfig, "siteId" | "siteUrl">): string {
  const [category = "app", ...action] = event.name.split("_");
  const query = new URLSearchParams({
    idsite: config.siteId,
    rec: "1",
    e_c: category,
    e_a: action.join("_") || event.name,
    _id: matomoVisitor(event.visitorId),
    url: new URL(event.path, config.siteUrl).toString(),
    dimension1: event.device,
  });
  const variant = event.props.cta_variant;
  if (typeof variant === "string") query.set("e_n", variant);
  return `?${query.toString()}`;
}

/** Matomo's HTTP tracking API, bulk endpoint. */
export function matomoAnalytics(config: MatomoConfig): AnalyticsForwarder {
  const endpoint = new URL("matomo.php", config.url.endsWith("/") ? config.url : `${config.url}/`);
  return {
    kind: "matomo",
    async send(events) {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ requests: events.map((event) => matomoRequest(event, config)) }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`Matomo answered ${response.status}`);
    },
  };
}
