import { readJson, route, withCookies } from "@/lib/http";
import { requestLocale } from "@/lib/request-locale";
import { registerSchema } from "@/modules/accounts/schemas";
import { getAccounts } from "@/modules/accounts/server/accounts";
import { register } from "@/modules/accounts/server/sign-in";

export const POST = route(async (request) => {
  const input = registerSchema.parse(await readJson(request));
  const { body, headers } = await register(await getAccounts(), input, requestLocale(request), request.headers);
  return withCookies(Response.json(body, { status: 201 }), headers);
});
