import { methods, publicRoute } from "@/app/_server/route";
import { getPrices } from "@/modules/billing/server/get-prices";

/** Both plans' prices (spec §9); the same for everyone, so shared caches may keep them five minutes. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(async () =>
    Response.json(await getPrices(), { headers: { "Cache-Control": "public, max-age=300" } }),
  ),
});
