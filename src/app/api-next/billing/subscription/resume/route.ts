import { methods, userRoute } from "@/app/_server/route";
import { resumeMySubscription } from "@/modules/billing/server/my-subscription";

/** Take back a cancellation before it takes effect. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: userRoute(async (ctx) => Response.json(await resumeMySubscription(ctx))),
});
