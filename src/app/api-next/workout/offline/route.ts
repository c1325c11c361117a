import { methods, premiumRoute } from "@/app/_server/route";
import { listOfflineLibrary } from "@/modules/workouts/server/offline-library";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: premiumRoute(async (ctx) =>
    Response.json(await listOfflineLibrary(ctx), { headers: { "Cache-Control": "private, no-store" } }),
  ),
});
