import { methods, userRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { addMyRoutineSchema } from "@/modules/content/routines/schemas";
import { addMyRoutine, listMyRoutines } from "@/modules/content/routines/server/my-routines";

const noStore = { "Cache-Control": "private, no-store" };

/** The user's routines: a duplicate add answers 200 with the entry they have, a new one 201. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: userRoute(async (ctx) => Response.json(await listMyRoutines(ctx), { headers: noStore })),
  POST: userRoute(async (ctx, request) => {
    const { routine_id } = parseInput(addMyRoutineSchema, await readJson(request));
    const { entry, created } = await addMyRoutine(ctx, routine_id);
    return Response.json(entry, { status: created ? 201 : 200, headers: noStore });
  }),
});
