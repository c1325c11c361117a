import "server-only";
import { analyticsEvents } from "@/db/schema";
import { getAnalytics, type AnalyticsEvent, type AnalyticsForwarder } from "@/integrations/analytics";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { clientAddress, consume, createLimiter } from "@/lib/rate-limit";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { AnalyticsBatch } from "../analytics-events";
import type { RequestContext } from "../context";

/** A browser sends a few batches a minute; more is not a visitor. Made on first use (not at build). */
let perAddress: RateLimiterAbstract | undefined;

/** The visitor's clock may be off; an event is dated no further than this from our own. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

const dated = (at: number, now: number) => new Date(Math.abs(at - now) > CLOCK_SKEW_MS ? now : at);

/**
 * Keeps a batch in our database (the upsell readout's source), then passes it on to the configured
 * vendor, if any. A vendor that fails is logged: the visitor's page never waits on it.
 */
export async function recordAnalytics(
  ctx: RequestContext & { headers: Headers },
  input: { batch: AnalyticsBatch; via: AnalyticsForwarder["kind"] | null },
): Promise<{ recorded: number }> {
  const forwarder = getAnalytics();
  // Our own sink always answers (and forwards too); a vendor's proxy route only when that vendor is set up.
  if (input.via && forwarder?.kind !== input.via) throw new AppError("NOT_FOUND", { message: "No such analytics sink" });
  perAddress ??= createLimiter({ name: "analytics", points: 120, durationSeconds: 60 });
  await consume(perAddress, clientAddress(ctx.headers));
  const now = Date.now();
  const events: AnalyticsEvent[] = input.batch.events.map((event) => ({
    name: event.name,
    visitorId: input.batch.visitor_id,
    device: event.device,
    path: event.path,
    occurredAt: dated(event.at, now),
    props: {
      ...event.props,
      ...(event.cta_variant ? { cta_variant: event.cta_variant } : {}),
      ...(event.source ? { source: event.source } : {}),
    },
  }));
  await ctx.db.insert(analyticsEvents).values(
    events.map((event, index) => ({
      ...event,
      ctaVariant: input.batch.events[index]!.cta_variant ?? null,
      source: input.batch.events[index]!.source ?? null,
    })),
  );
  if (forwarder) {
    forwarder
      .send(events)
      .catch((error: unknown) =>
        logger.warn({ err: error, vendor: forwarder.kind }, "analytics vendor refused a batch"),
      );
  }
  return { recorded: events.length };
}
