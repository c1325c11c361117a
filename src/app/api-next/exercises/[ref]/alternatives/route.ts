import { methods, publicRoute } from "@/app/_server/route";
import { parseInput, queryObject } from "@/lib/http";
import { getExercise } from "@/modules/catalogue/server/get-exercise";
import { alternativesQuerySchema, exerciseRefSchema } from "@/modules/catalogue/schemas";
import { listSwapCandidates } from "@/modules/catalogue/server/list-substitutions";

/** Ranked alternatives to swap an exercise for (same muscles, any equipment), leaving out `exclude`. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute<{ ref: string }>(async (ctx, request, params) => {
    const exercise = await getExercise(ctx.db, parseInput(exerciseRefSchema, params.ref), ctx.locale);
    const { exclude } = parseInput(alternativesQuerySchema, queryObject(request));
    const results = await listSwapCandidates(ctx.db, exercise.id, ctx.locale, exclude);
    return Response.json({ count: results.length, results }, { headers: { "Cache-Control": "public, max-age=300" } });
  }),
});
