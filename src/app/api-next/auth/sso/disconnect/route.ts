import { methods, userRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { ssoDisconnectSchema } from "@/modules/accounts/schemas";
import { disconnectSocial } from "@/modules/accounts/server/social";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: userRoute(async (ctx, request) => {
    await disconnectSocial(ctx, parseInput(ssoDisconnectSchema, await readJson(request)));
    return Response.json({ detail: "Disconnected" });
  }),
});
