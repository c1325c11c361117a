import { getDb } from "@/db/client";
import { route } from "@/lib/http";
import { requestLocale } from "@/lib/request-locale";
import { listMuscles } from "@/modules/catalogue/server/list-taxonomy";

export const GET = route(async (request) => Response.json(await listMuscles(await getDb(), requestLocale(request))));
