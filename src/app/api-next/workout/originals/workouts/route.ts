import { methods, publicRoute } from "@/app/_server/route";
import { parseInput, queryObject } from "@/lib/http";
import { originalsQuerySchema } from "@/modules/workouts/schemas";
import { listOriginals } from "@/modules/workouts/server/list-originals";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(async (ctx, request) =>
    Response.json(await listOriginals(ctx, parseInput(originalsQuerySchema, queryObject(request)), request.url)),
  ),
});
