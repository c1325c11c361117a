import { readJson, route, withCookies } from "@/lib/http";
import { passwordUpdateSchema } from "@/modules/accounts/schemas";
import { getAccounts } from "@/modules/accounts/server/accounts";
import { updatePassword } from "@/modules/accounts/server/passwords";

export const POST = route(async (request) => {
  const input = passwordUpdateSchema.parse(await readJson(request));
  const renewed = await updatePassword(await getAccounts(), input, request.headers);
  return withCookies(Response.json({ detail: "Password updated" }), renewed);
});
