import { methods, publicRoute } from "@/app/_server/route";
import { listGoals } from "@/modules/catalogue/server/list-taxonomy";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(async (ctx) => Response.json(await listGoals(ctx.db, ctx.locale))),
});
