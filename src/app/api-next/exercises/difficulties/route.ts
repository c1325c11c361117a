import { getDb } from "@/db/client";
import { route } from "@/lib/http";
import { requestLocale } from "@/lib/request-locale";
import { listDifficulties } from "@/modules/catalogue/server/list-taxonomy";

export const GET = route(async (request) =>
  Response.json(await listDifficulties(await getDb(), requestLocale(request))),
);
