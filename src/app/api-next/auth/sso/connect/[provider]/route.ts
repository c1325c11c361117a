import { readJson, route, withCookies } from "@/lib/http";
import { providerSchema, ssoConnectSchema } from "@/modules/accounts/schemas";
import { getAccounts } from "@/modules/accounts/server/accounts";
import { connectSocial } from "@/modules/accounts/server/social";
import { safeCallbackPath } from "@/modules/accounts/rules";

export const POST = route<{ params: Promise<{ provider: string }> }>(async (request, { params }) => {
  const provider = providerSchema.parse((await params).provider);
  const { code } = ssoConnectSchema.parse(await readJson(request));
  const callback = safeCallbackPath(new URL(request.url).searchParams.get("callbackUrl"), "/auth/signin?sso=1");
  const result = await connectSocial(await getAccounts(), provider, code, callback, request.headers);
  const { headers, ...body } = result;
  return withCookies(Response.json(body), headers);
});
