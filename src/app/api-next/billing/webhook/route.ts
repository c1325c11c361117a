import { methods, publicRoute } from "@/app/_server/route";
import { readText } from "@/lib/http";
import { receiveWebhook } from "@/modules/billing/server/receive-webhook";

/** The payment provider's events (Paddle's, or the local provider's in the same shape and signature). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(async (ctx, request) =>
    Response.json(
      await receiveWebhook(ctx, {
        rawBody: await readText(request),
        signature: request.headers.get("paddle-signature"),
      }),
    ),
  ),
});
