import { methods, userRoute } from "@/app/_server/route";
import { findMySubscription } from "@/modules/billing/server/my-subscription";

/** The signed-in user's subscription (null when they never had one). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: userRoute(async (ctx) =>
    Response.json({ subscription: await findMySubscription(ctx) }, { headers: { "Cache-Control": "no-store" } }),
  ),
});
