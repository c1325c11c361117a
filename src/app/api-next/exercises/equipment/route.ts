import { getDb } from "@/db/client";
import { queryObject, route } from "@/lib/http";
import { requestLocale } from "@/lib/request-locale";
import { equipmentQuerySchema } from "@/modules/catalogue/schemas";
import { listEquipment } from "@/modules/catalogue/server/list-taxonomy";

const flag = (value: "true" | "false" | undefined) => (value === undefined ? undefined : value === "true");

export const GET = route(async (request) => {
  const query = equipmentQuerySchema.parse(queryObject(request));
  return Response.json(
    await listEquipment(await getDb(), requestLocale(request), {
      inWorkoutGenerator: flag(query.include_in_workout_generator),
      enabled: flag(query.enable),
    }),
  );
});
