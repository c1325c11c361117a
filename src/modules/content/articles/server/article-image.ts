import "server-only";
import { notFound } from "@/lib/errors";
import { exerciseIllustrationSvg } from "@/modules/catalogue/body-map/illustration-svg";
import { diagramSvg, heroBackground } from "../hero-drawings";
import { ARTICLE_HEROES, HERO_SIZE, type HeroId } from "../heroes";
import { articleLibrary, contentVersion } from "./library";

export type ArticleImageFormat = "svg" | "png";
export type ArticleImage = { body: Uint8Array | string; contentType: string };

/** A body-map hero: our figures, front and back, with the muscles the article is about in the accent, drawn large around them. */
function bodyMapSvg(id: HeroId): string {
  const spec = ARTICLE_HEROES[id];
  if (spec.kind !== "body-map") throw new Error(`hero ${id} is not a body map`);
  const { width, height } = HERO_SIZE;
  const figureHeight = Math.round(height * spec.view.scale);
  const figures = exerciseIllustrationSvg(
    "male",
    { primary: [...spec.advanced.primary], secondary: [...spec.advanced.secondary], tertiary: [] },
    { primary: [...spec.simple.primary], secondary: [...spec.simple.secondary], tertiary: [] },
    { width, height: figureHeight, sides: "both" },
  ).replace(/^<svg /, `<svg x="0" y="${-Math.round(figureHeight * spec.view.top)}" `);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${heroBackground("cool")}<svg width="${width}" height="${height}">${figures}</svg></svg>`;
}

const svgs = new Map<HeroId, { svg: string; version: string }>();

function hero(id: HeroId) {
  let entry = svgs.get(id);
  if (!entry) {
    const svg = diagramSvg(id) ?? bodyMapSvg(id);
    entry = { svg, version: contentVersion(svg) };
    svgs.set(id, entry);
  }
  return entry;
}

/** The address of an article's picture; it carries the drawing's hash, so it may be cached for a year. */
export function articleImagePath(slug: string, heroId: HeroId, format: ArticleImageFormat = "svg"): string {
  return `/article-image/${slug}.${format}?v=${hero(heroId).version}`;
}

export function articleImageVersion(heroId: HeroId): string {
  return hero(heroId).version;
}

const pngs = new Map<HeroId, Promise<Uint8Array>>();

/** An article's picture: SVG for pages, PNG (rendered once per process) for link previews. */
export async function getArticleImage(
  slug: string,
  format: ArticleImageFormat,
): Promise<ArticleImage & { version: string }> {
  const article = articleLibrary().bySlug.get(slug);
  if (!article) throw notFound("Image");
  const { svg, version } = hero(article.hero);
  if (format === "svg") return { body: svg, contentType: "image/svg+xml", version };
  let png = pngs.get(article.hero);
  if (!png) {
    png = import("@resvg/resvg-js").then(({ Resvg }) => new Uint8Array(new Resvg(svg).render().asPng()));
    png.catch(() => pngs.delete(article.hero));
    pngs.set(article.hero, png);
  }
  return { body: await png, contentType: "image/png", version };
}
