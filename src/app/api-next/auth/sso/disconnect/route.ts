import { readJson, route } from "@/lib/http";
import { ssoDisconnectSchema } from "@/modules/accounts/schemas";
import { getAccounts } from "@/modules/accounts/server/accounts";
import { disconnectSocial } from "@/modules/accounts/server/social";

export const POST = route(async (request) => {
  const { id_token } = ssoDisconnectSchema.parse(await readJson(request));
  await disconnectSocial(await getAccounts(), id_token, request.headers);
  return Response.json({ detail: "Disconnected" });
});
