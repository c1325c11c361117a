import { z } from "zod";
import { CTA_VARIANTS } from "./cta-variants";

import { ANALYTICS_EVENTS, DEVICE_TYPES, MAX_BATCH } from "./analytics-names";

export { ANALYTICS_EVENTS, DEVICE_TYPES, MAX_BATCH, type AnalyticsEventName, type DeviceType } from "./analytics-names";

const propValue = z.union([z.string().max(80), z.number().finite(), z.boolean()]);

const eventSchema = z.object({
  name: z.enum(ANALYTICS_EVENTS, "is not an event we record"),
  device: z.enum(DEVICE_TYPES, "must be mobile, tablet or desktop"),
  path: z.string().max(300, "is too long").startsWith("/", "must be a path on this site"),
  /** Milliseconds since the epoch, in the visitor's clock. */
  at: z.number().int().positive(),
  cta_variant: z.enum(CTA_VARIANTS).optional(),
  source: z
    .string()
    .max(40)
    .regex(/^[a-z0-9_]+$/, "must be lower-case letters, digits and _")
    .optional(),
  props: z
    .record(z.string().max(30), propValue)
    .refine((props) => Object.keys(props).length <= 8, "may hold at most 8 values")
    .default({}),
});

export const analyticsBatchSchema = z.object({
  visitor_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "must be the id this browser keeps"),
  events: z.array(eventSchema).min(1, "must hold an event").max(MAX_BATCH, `may hold at most ${MAX_BATCH} events`),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
