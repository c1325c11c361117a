import { getDb } from "@/db/client";
import { route } from "@/lib/http";
import { requestLocale } from "@/lib/request-locale";
import { listGoals } from "@/modules/catalogue/server/list-taxonomy";

export const GET = route(async (request) => Response.json(await listGoals(await getDb(), requestLocale(request))));
