import { methods, userRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { generatorProfileSchema } from "@/modules/workouts/generator/schemas";
import { getGeneratorProfile, saveGeneratorProfile } from "@/modules/workouts/server/generator-profile";

const noStore = { "Cache-Control": "private, no-store" };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: userRoute(async (ctx) => Response.json(await getGeneratorProfile(ctx), { headers: noStore })),
  PUT: userRoute(async (ctx, request) =>
    Response.json(await saveGeneratorProfile(ctx, parseInput(generatorProfileSchema, await readJson(request))), {
      headers: noStore,
    }),
  ),
});
