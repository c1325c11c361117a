import { methods, publicRoute } from "@/app/_server/route";
import { notFound } from "@/lib/errors";
import { genderFromModel } from "@/modules/catalogue/schemas";
import { getExerciseMotion } from "@/modules/catalogue/server/exercise-motion";

/**
 * `/exercise-motion/{slug}.svg[?model=f][&pose=N][&size=card]`: the exercise's animated demonstration,
 * one key pose, or the working pose framed for a list thumbnail.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute<{ file: string }>(async (ctx, request, params) => {
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(params.file);
    if (!match?.[1] || match[1].length > 120) throw notFound("Demonstration");
    const query = new URL(request.url).searchParams;
    const pose = query.get("pose");
    if (pose !== null && !/^[0-9]$/.test(pose)) throw notFound("Demonstration");
    const svg = await getExerciseMotion(ctx.db, match[1], genderFromModel(query.get("model")), {
      still: pose === null ? null : Number(pose),
      card: query.get("size") === "card",
    });
    return new Response(svg, {
      headers: {
        "content-type": "image/svg+xml",
        "cache-control": "public, max-age=86400, stale-while-revalidate=604800",
      },
    });
  }),
});
