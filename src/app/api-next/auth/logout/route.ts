import { route, withCookies } from "@/lib/http";
import { getAccounts } from "@/modules/accounts/server/accounts";
import { logout } from "@/modules/accounts/server/sign-in";

export const POST = route(async (request) => {
  const cleared = await logout(await getAccounts(), request.headers);
  return withCookies(Response.json({ detail: "Signed out" }), cleared);
});
