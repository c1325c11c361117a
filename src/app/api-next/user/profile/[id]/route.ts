import { readJson, route } from "@/lib/http";
import { profileUpdateSchema, userIdSchema } from "@/modules/accounts/schemas";
import { getAccounts } from "@/modules/accounts/server/accounts";
import { updateProfile } from "@/modules/accounts/server/profile";
import { requireOwner } from "@/modules/accounts/server/sign-in";

export const PATCH = route<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const id = userIdSchema.parse((await params).id);
  const accounts = await getAccounts();
  await requireOwner(accounts, request.headers, id);
  const input = profileUpdateSchema.parse(await readJson(request));
  return Response.json(await updateProfile(accounts, id, input));
});
