import { methods, publicRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { forgotPasswordSchema } from "@/modules/accounts/schemas";
import { forgotPassword } from "@/modules/accounts/server/passwords";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(async (ctx, request) => {
    await forgotPassword(ctx, parseInput(forgotPasswordSchema, await readJson(request)));
    return Response.json({ detail: "If an account uses this address, a reset link is on its way." });
  }),
});
