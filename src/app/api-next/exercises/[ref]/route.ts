import { getDb } from "@/db/client";
import { route } from "@/lib/http";
import { requestLocale } from "@/lib/request-locale";
import { exerciseRefSchema } from "@/modules/catalogue/schemas";
import { getExercise } from "@/modules/catalogue/server/get-exercise";

export const GET = route<{ params: Promise<{ ref: string }> }>(async (request, { params }) => {
  const ref = exerciseRefSchema.parse((await params).ref);
  return Response.json(await getExercise(await getDb(), ref, requestLocale(request)));
});
