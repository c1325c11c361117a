import { methods, userRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { checkoutInputSchema } from "@/modules/billing/schemas";
import { startCheckout } from "@/modules/billing/server/start-checkout";

/** What the browser needs to open checkout for a plan. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: userRoute(async (ctx, request) =>
    Response.json(await startCheckout(ctx, parseInput(checkoutInputSchema, await readJson(request)))),
  ),
});
