import { methods, premiumRoute } from "@/app/_server/route";
import { parseInput, queryObject, readJson } from "@/lib/http";
import { loggedSessionSchema, sessionsQuerySchema } from "@/modules/workouts/log/schemas";
import { listSessions, saveSession } from "@/modules/workouts/server/training-sessions";

const noStore = { "Cache-Control": "private, no-store" };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: premiumRoute(async (ctx, request) =>
    Response.json(await listSessions(ctx, parseInput(sessionsQuerySchema, queryObject(request)), request.url), {
      headers: noStore,
    }),
  ),
  POST: premiumRoute(async (ctx, request) => {
    const { session, created } = await saveSession(ctx, parseInput(loggedSessionSchema, await readJson(request)));
    return Response.json(session, { status: created ? 201 : 200, headers: noStore });
  }),
});
