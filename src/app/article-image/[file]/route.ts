import { methods, publicRoute } from "@/app/_server/route";
import { notFound } from "@/lib/errors";
import { getArticleImage } from "@/modules/content/articles/server/article-image";

/**
 * `/article-image/{slug}.svg|png?v=`: an article's picture, drawn by code. The address the pages use
 * carries the drawing's hash, so that answer is kept a year; any other, a day.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute<{ file: string }>(async (_ctx, request, params) => {
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(svg|png)$/.exec(params.file);
    if (!match?.[1] || !match[2] || match[1].length > 80) throw notFound("Image");
    const image = await getArticleImage(match[1], match[2] === "png" ? "png" : "svg");
    const current = new URL(request.url).searchParams.get("v") === image.version;
    return new Response(image.body as BodyInit, {
      headers: {
        "content-type": image.contentType,
        "cache-control": current
          ? "public, max-age=31536000, immutable"
          : "public, max-age=86400, stale-while-revalidate=604800",
      },
    });
  }),
});
