import { methods, userRoute } from "@/app/_server/route";
import { parseInput, readJson, withCookies } from "@/lib/http";
import { profileUpdateSchema, userIdSchema } from "@/modules/accounts/schemas";
import { deleteAccount } from "@/modules/accounts/server/delete-account";
import { getAccount, updateProfile } from "@/modules/accounts/server/profile";

type Params = { id: string };

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: userRoute<Params>(async (ctx, _request, params) =>
    Response.json(await getAccount(ctx, parseInput(userIdSchema, params.id)), {
      headers: { "Cache-Control": "private, no-store" },
    }),
  ),
  PATCH: userRoute<Params>(async (ctx, request, params) => {
    const id = parseInput(userIdSchema, params.id);
    return Response.json(await updateProfile(ctx, { id, ...parseInput(profileUpdateSchema, await readJson(request)) }));
  }),
  /** Deletes the account and everything it owns, then clears the session cookie. */
  DELETE: userRoute<Params>(async (ctx, _request, params) => {
    const cleared = await deleteAccount(ctx, { id: parseInput(userIdSchema, params.id) });
    return withCookies(new Response(null, { status: 204 }), cleared);
  }),
});
