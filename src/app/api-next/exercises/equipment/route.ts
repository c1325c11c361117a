import { methods, publicRoute } from "@/app/_server/route";
import { parseInput, queryObject } from "@/lib/http";
import { equipmentQuerySchema } from "@/modules/catalogue/schemas";
import { listEquipment } from "@/modules/catalogue/server/list-taxonomy";

const flag = (value: "true" | "false" | undefined) => (value === undefined ? undefined : value === "true");

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(async (ctx, request) => {
    const query = parseInput(equipmentQuerySchema, queryObject(request));
    return Response.json(
      await listEquipment(ctx.db, ctx.locale, {
        inWorkoutGenerator: flag(query.include_in_workout_generator),
        enabled: flag(query.enable),
      }),
    );
  }),
});
