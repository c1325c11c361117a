import { methods, publicRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { analyticsBatchSchema } from "@/modules/billing/analytics-events";
import { recordAnalytics } from "@/modules/billing/server/record-analytics";

/** Our own analytics sink: the events are kept in our database. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(async (ctx, request) => {
    const batch = parseInput(analyticsBatchSchema, await readJson(request));
    return Response.json(await recordAnalytics(ctx, { batch, via: null }), { status: 202 });
  }),
});
