import { route } from "@/lib/http";
import { getAccounts } from "@/modules/accounts/server/accounts";
import { sessionUser } from "@/modules/accounts/server/sign-in";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  const user = await sessionUser(await getAccounts(), request.headers);
  return Response.json(user, { headers: { "Cache-Control": "private, no-store" } });
});
