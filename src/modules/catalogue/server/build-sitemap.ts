import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { LOCALES } from "@/config/locales";
import type { Db } from "@/db/client";
import { equipment, exerciseMuscles, exercises, muscles } from "@/db/schema";
import { memoizeCatalogue } from "../catalogue-cache";
import { exercisePath, listingPath } from "../listing-route";
import { listExerciseSlugs } from "./list-exercise-slugs";

const localized = (locale: string, path: string) =>
  locale === "en-us" ? path : `/${locale}${path === "/" ? "" : path}`;

/**
 * The site's fixed pages (the content module's calculators, policies, about and directory). Listed here
 * rather than imported: content sits above the catalogue, which may not import it.
 */
export const STATIC_PAGE_PATHS = [
  "/about",
  "/directory",
  "/calculators",
  "/calculators/calories",
  "/calculators/macros",
  "/calculators/one-rep-max",
  "/terms",
  "/privacy-policy",
  "/app-privacy-policy",
  "/image-use-policy",
] as const;

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every page of the catalogue in every locale: home, each muscle, joint and muscle-with-equipment listing, each exercise; then the fixed pages. */
export async function listSitemapPaths(db: Db): Promise<string[]> {
  const [muscleRows, slugs, combos] = await Promise.all([
    db.select({ key: muscles.key, kind: muscles.kind }).from(muscles).orderBy(asc(muscles.position)),
    listExerciseSlugs(db),
    db
      .selectDistinct({ muscle: muscles.key, equipment: equipment.slug })
      .from(exerciseMuscles)
      .innerJoin(muscles, eq(muscles.id, exerciseMuscles.muscleId))
      .innerJoin(exercises, eq(exercises.id, exerciseMuscles.exerciseId))
      .innerJoin(equipment, eq(equipment.id, exercises.equipmentId))
      .where(and(eq(exerciseMuscles.muscleSet, "simple")))
      .orderBy(asc(muscles.key), asc(equipment.slug)),
  ]);
  return [
    "/",
    ...muscleRows.map((row) => listingPath({ muscle: row.key, recovery: row.kind === "joint" })),
    ...combos.map((row) => listingPath({ muscle: row.muscle, equipment: row.equipment })),
    ...slugs.map((slug) => exercisePath(slug)),
    ...STATIC_PAGE_PATHS,
  ];
}

/** The sitemap of the catalogue's pages and the fixed pages, plus `morePaths` from the modules above. */
export function buildSitemapXml(db: Db, siteUrl: string, morePaths: readonly string[] = []): Promise<string> {
  return memoizeCatalogue(db, `sitemap:${siteUrl}:${morePaths.length}`, async () => {
    const origin = siteUrl.replace(/\/$/, "");
    const paths = [...(await listSitemapPaths(db)), ...morePaths];
    const urls = LOCALES.flatMap((locale) =>
      paths.map((path) => `<url><loc>${escapeXml(origin + localized(locale, path))}</loc></url>`),
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  });
}
