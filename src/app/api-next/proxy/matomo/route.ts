import { methods, publicRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { analyticsBatchSchema } from "@/modules/billing/analytics-events";
import { recordAnalytics } from "@/modules/billing/server/record-analytics";

/** Analytics proxy to Matomo (404 unless MATOMO_URL is set); a copy is kept for the upsell readout. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(async (ctx, request) => {
    const batch = parseInput(analyticsBatchSchema, await readJson(request));
    return Response.json(await recordAnalytics(ctx, { batch, via: "matomo" }), { status: 202 });
  }),
});
