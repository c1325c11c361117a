import { methods, premiumRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { loggedSessionSchema, sessionIdSchema } from "@/modules/workouts/log/schemas";
import { deleteSession, getSession, saveSession } from "@/modules/workouts/server/training-sessions";

type Params = { id: string };
const noStore = { "Cache-Control": "private, no-store" };
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: premiumRoute<Params>(async (ctx, _request, params) =>
    Response.json(await getSession(ctx, parseInput(sessionIdSchema, params)), { headers: noStore }),
  ),
  /** The session at this address, whatever id the body names. */
  PUT: premiumRoute<Params>(async (ctx, request, params) => {
    const { id } = parseInput(sessionIdSchema, params);
    const body = await readJson(request);
    const { session, created } = await saveSession(
      ctx,
      parseInput(loggedSessionSchema, isRecord(body) ? { ...body, id } : body),
    );
    return Response.json(session, { status: created ? 201 : 200, headers: noStore });
  }),
  DELETE: premiumRoute<Params>(async (ctx, _request, params) => {
    await deleteSession(ctx, parseInput(sessionIdSchema, params));
    return new Response(null, { status: 204 });
  }),
});
