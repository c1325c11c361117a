import { readJson, route } from "@/lib/http";
import { createPasswordSchema, userIdSchema } from "@/modules/accounts/schemas";
import { getAccounts } from "@/modules/accounts/server/accounts";
import { createPassword } from "@/modules/accounts/server/passwords";

export const POST = route<{ params: Promise<{ pk: string }> }>(async (request, { params }) => {
  const pk = userIdSchema.parse((await params).pk);
  const input = createPasswordSchema.parse(await readJson(request));
  await createPassword(await getAccounts(), pk, input, request.headers);
  return Response.json({ detail: "Password set" });
});
