import { readJson, route } from "@/lib/http";
import { addEmailSchema, userIdSchema } from "@/modules/accounts/schemas";
import { getAccounts } from "@/modules/accounts/server/accounts";
import { addEmail } from "@/modules/accounts/server/profile";
import { requireOwner } from "@/modules/accounts/server/sign-in";

export const POST = route<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const id = userIdSchema.parse((await params).id);
  const accounts = await getAccounts();
  await requireOwner(accounts, request.headers, id);
  const { email } = addEmailSchema.parse(await readJson(request));
  return Response.json(await addEmail(accounts, id, email));
});
