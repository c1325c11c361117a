import { readJson, route } from "@/lib/http";
import { forgotPasswordSchema } from "@/modules/accounts/schemas";
import { getAccounts } from "@/modules/accounts/server/accounts";
import { forgotPassword } from "@/modules/accounts/server/passwords";

export const POST = route(async (request) => {
  const { email } = forgotPasswordSchema.parse(await readJson(request));
  await forgotPassword(await getAccounts(), email, request.headers);
  return Response.json({ detail: "If an account uses this address, a reset link is on its way." });
});
