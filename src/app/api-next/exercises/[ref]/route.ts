import { methods, publicRoute } from "@/app/_server/route";
import { parseInput } from "@/lib/http";
import { exerciseRefSchema } from "@/modules/catalogue/schemas";
import { getExercise } from "@/modules/catalogue/server/get-exercise";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute<{ ref: string }>(async (ctx, _request, params) =>
    Response.json(await getExercise(ctx.db, parseInput(exerciseRefSchema, params.ref), ctx.locale)),
  ),
});
