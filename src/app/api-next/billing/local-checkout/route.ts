import { methods, userRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { checkoutInputSchema } from "@/modules/billing/schemas";
import { completeLocalCheckout } from "@/modules/billing/server/complete-local-checkout";

/** The local payment provider's checkout completes here (404 when a real provider is configured). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: userRoute(async (ctx, request) =>
    Response.json(await completeLocalCheckout(ctx, parseInput(checkoutInputSchema, await readJson(request)))),
  ),
});
