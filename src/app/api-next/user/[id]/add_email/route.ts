import { methods, userRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { addEmailSchema, userIdSchema } from "@/modules/accounts/schemas";
import { addEmail } from "@/modules/accounts/server/profile";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: userRoute<{ id: string }>(async (ctx, request, params) => {
    const id = parseInput(userIdSchema, params.id);
    return Response.json(await addEmail(ctx, { id, ...parseInput(addEmailSchema, await readJson(request)) }));
  }),
});
