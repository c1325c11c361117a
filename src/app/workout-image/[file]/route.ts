import { methods, publicRoute } from "@/app/_server/route";
import { notFound } from "@/lib/errors";
import { genderFromModel } from "@/modules/catalogue/schemas";
import { getWorkoutImage } from "@/modules/workouts/server/workout-image";

/** `/workout-image/{id}.svg[?model=f]`: the muscles a workout trains, on our body map. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute<{ file: string }>(async (ctx, request, params) => {
    const match = /^(\d{1,9})\.svg$/.exec(params.file);
    if (!match?.[1]) throw notFound("Image");
    const gender = genderFromModel(new URL(request.url).searchParams.get("model"));
    return new Response(await getWorkoutImage(ctx.db, Number(match[1]), gender), {
      headers: {
        "content-type": "image/svg+xml",
        "cache-control": "public, max-age=86400, stale-while-revalidate=604800",
      },
    });
  }),
});
