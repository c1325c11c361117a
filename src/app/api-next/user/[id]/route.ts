import { readJson, route, withCookies } from "@/lib/http";
import { profileUpdateSchema, userIdSchema } from "@/modules/accounts/schemas";
import { getAccounts } from "@/modules/accounts/server/accounts";
import { deleteAccount } from "@/modules/accounts/server/delete-account";
import { getAccount, updateProfile } from "@/modules/accounts/server/profile";
import { logout, requireOwner } from "@/modules/accounts/server/sign-in";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

export const GET = route<Context>(async (request, { params }) => {
  const id = userIdSchema.parse((await params).id);
  const accounts = await getAccounts();
  await requireOwner(accounts, request.headers, id);
  return Response.json(await getAccount(accounts, id), {
    headers: { "Cache-Control": "private, no-store" },
  });
});

export const PATCH = route<Context>(async (request, { params }) => {
  const id = userIdSchema.parse((await params).id);
  const accounts = await getAccounts();
  await requireOwner(accounts, request.headers, id);
  const input = profileUpdateSchema.parse(await readJson(request));
  return Response.json(await updateProfile(accounts, id, input));
});

/** Deletes the account and everything it owns, then clears the session cookie. */
export const DELETE = route<Context>(async (request, { params }) => {
  const id = userIdSchema.parse((await params).id);
  const accounts = await getAccounts();
  await requireOwner(accounts, request.headers, id);
  await deleteAccount(accounts, id);
  const cleared = await logout(accounts, request.headers).catch(() => new Headers());
  return withCookies(new Response(null, { status: 204 }), cleared);
});
