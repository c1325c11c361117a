import { methods, publicRoute } from "@/app/_server/route";
import { parseInput, readJson, withCookies } from "@/lib/http";
import { registerSchema } from "@/modules/accounts/schemas";
import { register } from "@/modules/accounts/server/sign-in";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(async (ctx, request) => {
    const { body, headers } = await register(ctx, parseInput(registerSchema, await readJson(request)));
    return withCookies(Response.json(body, { status: 201 }), headers);
  }),
});
