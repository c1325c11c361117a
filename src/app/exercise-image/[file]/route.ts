import { methods, publicRoute } from "@/app/_server/route";
import { notFound } from "@/lib/errors";
import { genderFromModel } from "@/modules/catalogue/schemas";
import { getExerciseImage } from "@/modules/catalogue/server/exercise-image";

/** `/exercise-image/{slug}.svg|png[?model=f][&size=card]`: the exercise's muscle illustration. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute<{ file: string }>(async (ctx, request, params) => {
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(svg|png)$/.exec(params.file);
    if (!match?.[1] || !match[2] || match[1].length > 120) throw notFound("Image");
    const query = new URL(request.url).searchParams;
    const gender = genderFromModel(query.get("model"));
    const format = match[2] === "png" ? "png" : query.get("size") === "card" ? "card" : "svg";
    const image = await getExerciseImage(ctx.db, match[1], gender, format);
    return new Response(image.body as BodyInit, {
      headers: {
        "content-type": image.contentType,
        "cache-control": "public, max-age=86400, stale-while-revalidate=604800",
      },
    });
  }),
});
