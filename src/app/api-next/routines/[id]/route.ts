import { methods, publicRoute } from "@/app/_server/route";
import { parseInput } from "@/lib/http";
import { routineParamsSchema } from "@/modules/content/routines/schemas";
import { getRoutine } from "@/modules/content/routines/server/get-routine";

type Params = { id: string };

/** Spec §7: one routine by id or slug, kept ten minutes. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute<Params>(async (ctx, _request, params) =>
    Response.json(await getRoutine(ctx, parseInput(routineParamsSchema, params).id), {
      headers: { "Cache-Control": "public, max-age=600", Vary: "Accept-Language" },
    }),
  ),
});
