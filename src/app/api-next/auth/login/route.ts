import { methods, publicRoute } from "@/app/_server/route";
import { parseInput, readJson, withCookies } from "@/lib/http";
import { loginSchema } from "@/modules/accounts/schemas";
import { login } from "@/modules/accounts/server/sign-in";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(async (ctx, request) => {
    const { body, headers } = await login(ctx, parseInput(loginSchema, await readJson(request)));
    return withCookies(Response.json(body), headers);
  }),
});
