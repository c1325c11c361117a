import { methods, userRoute } from "@/app/_server/route";
import { parseInput } from "@/lib/http";
import { routineParamsSchema } from "@/modules/content/routines/schemas";
import { removeMyRoutine } from "@/modules/content/routines/server/my-routines";

type Params = { id: string };

/** `{id}` is the routine's id or slug, as everywhere else under /routines. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: userRoute<Params>(async (ctx, _request, params) => {
    await removeMyRoutine(ctx, parseInput(routineParamsSchema, params).id);
    return new Response(null, { status: 204 });
  }),
});
