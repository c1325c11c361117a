import { getDb } from "@/db/client";
import { queryObject, readJson, route } from "@/lib/http";
import { requestLocale } from "@/lib/request-locale";
import { getAccounts } from "@/modules/accounts/server/accounts";
import { requireSession } from "@/modules/accounts/server/sign-in";
import { addFavouriteSchema, removeFavouriteQuerySchema } from "@/modules/catalogue/schemas";
import { addFavourite, listFavourites, removeFavourite } from "@/modules/catalogue/server/favourites";

export const dynamic = "force-dynamic";

const signedIn = async (request: Request) => (await requireSession(await getAccounts(), request.headers)).userId;

export const GET = route(async (request) => {
  const userId = await signedIn(request);
  const list = await listFavourites(await getDb(), userId, requestLocale(request));
  return Response.json(list, { headers: { "Cache-Control": "private, no-store" } });
});

export const POST = route(async (request) => {
  const userId = await signedIn(request);
  const { exercise_id } = addFavouriteSchema.parse(await readJson(request));
  const { favourite, created } = await addFavourite(await getDb(), userId, exercise_id);
  return Response.json(favourite, { status: created ? 201 : 200 });
});

export const DELETE = route(async (request) => {
  const userId = await signedIn(request);
  const { id } = removeFavouriteQuerySchema.parse(queryObject(request));
  await removeFavourite(await getDb(), userId, id);
  return new Response(null, { status: 204 });
});
