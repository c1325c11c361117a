import { methods, sessionRoute } from "@/app/_server/route";
import { parseInput, queryObject, readJson, withCookies } from "@/lib/http";
import { safeCallbackPath } from "@/modules/accounts/rules";
import { providerSchema, ssoConnectSchema } from "@/modules/accounts/schemas";
import { connectSocial } from "@/modules/accounts/server/social";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: sessionRoute<{ provider: string }>(async (ctx, request, params) => {
    const provider = parseInput(providerSchema, params.provider);
    const { code } = parseInput(ssoConnectSchema, await readJson(request));
    const callbackPath = safeCallbackPath(queryObject(request).callbackUrl ?? null, "/auth/signin?sso=1");
    const { headers, ...body } = await connectSocial(ctx, { provider, code, callbackPath });
    return withCookies(Response.json(body), headers);
  }),
});
