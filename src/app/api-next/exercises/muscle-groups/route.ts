import { getDb } from "@/db/client";
import { route } from "@/lib/http";
import { requestLocale } from "@/lib/request-locale";
import { listMuscleGroups } from "@/modules/catalogue/server/list-taxonomy";

export const GET = route(async (request) =>
  Response.json(await listMuscleGroups(await getDb(), requestLocale(request))),
);
