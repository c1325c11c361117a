import { methods, sessionRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { createPasswordSchema, userIdSchema } from "@/modules/accounts/schemas";
import { createPassword } from "@/modules/accounts/server/passwords";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: sessionRoute<{ pk: string }>(async (ctx, request, params) => {
    const pk = parseInput(userIdSchema, params.pk);
    await createPassword(ctx, { pk, ...parseInput(createPasswordSchema, await readJson(request)) });
    return Response.json({ detail: "Password set" });
  }),
});
