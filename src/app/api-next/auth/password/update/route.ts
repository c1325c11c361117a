import { methods, userRoute } from "@/app/_server/route";
import { parseInput, readJson, withCookies } from "@/lib/http";
import { passwordUpdateSchema } from "@/modules/accounts/schemas";
import { updatePassword } from "@/modules/accounts/server/passwords";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: userRoute(async (ctx, request) => {
    const renewed = await updatePassword(ctx, parseInput(passwordUpdateSchema, await readJson(request)));
    return withCookies(Response.json({ detail: "Password updated" }), renewed);
  }),
});
