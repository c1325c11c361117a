import { methods, userRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { profileUpdateSchema, userIdSchema } from "@/modules/accounts/schemas";
import { updateProfile } from "@/modules/accounts/server/profile";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: userRoute<{ id: string }>(async (ctx, request, params) => {
    const id = parseInput(userIdSchema, params.id);
    return Response.json(await updateProfile(ctx, { id, ...parseInput(profileUpdateSchema, await readJson(request)) }));
  }),
});
