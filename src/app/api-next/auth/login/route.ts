import { readJson, route, withCookies } from "@/lib/http";
import { loginSchema } from "@/modules/accounts/schemas";
import { getAccounts } from "@/modules/accounts/server/accounts";
import { login } from "@/modules/accounts/server/sign-in";

export const POST = route(async (request) => {
  const input = loginSchema.parse(await readJson(request));
  const { body, headers } = await login(await getAccounts(), input, request.headers);
  return withCookies(Response.json(body), headers);
});
