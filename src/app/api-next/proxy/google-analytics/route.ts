import { methods, publicRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { analyticsBatchSchema } from "@/modules/billing/analytics-events";
import { recordAnalytics } from "@/modules/billing/server/record-analytics";

/** Analytics proxy to GA4 (404 unless GA_MEASUREMENT_ID is set); a copy is kept for the upsell readout. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(async (ctx, request) => {
    const batch = parseInput(analyticsBatchSchema, await readJson(request));
    return Response.json(await recordAnalytics(ctx, { batch, via: "google-analytics" }), { status: 202 });
  }),
});
