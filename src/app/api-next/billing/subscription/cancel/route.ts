import { methods, userRoute } from "@/app/_server/route";
import { cancelMySubscription } from "@/modules/billing/server/my-subscription";

/** Cancel at the end of the period; access stays until then. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: userRoute(async (ctx) => Response.json(await cancelMySubscription(ctx))),
});
