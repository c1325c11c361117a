import { methods, publicRoute } from "@/app/_server/route";
import { parseInput, queryObject } from "@/lib/http";
import { routinesQuerySchema } from "@/modules/content/routines/schemas";
import { listRoutines } from "@/modules/content/routines/server/list-routines";

/** Spec §7: the same answer for everyone, so browsers and caches keep it five minutes. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(async (ctx, request) =>
    Response.json(await listRoutines(ctx, parseInput(routinesQuerySchema, queryObject(request)), request.url), {
      headers: { "Cache-Control": "public, max-age=300", Vary: "Accept-Language" },
    }),
  ),
});
