import { methods, userRoute } from "@/app/_server/route";
import { sessionUser } from "@/modules/accounts/server/sign-in";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: userRoute(async (ctx) => Response.json(sessionUser(ctx), { headers: { "Cache-Control": "private, no-store" } })),
});
