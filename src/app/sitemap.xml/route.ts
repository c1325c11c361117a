import { methods, publicRoute } from "@/app/_server/route";
import { env } from "@/config/env";
import { SALES_PAGE_PATHS } from "@/modules/billing/components/pricing-pages";
import { buildSitemapXml } from "@/modules/catalogue/server/build-sitemap";
import { listContentPaths } from "@/modules/content/server/list-content-paths";
import { listWorkoutPaths } from "@/modules/workouts/server/list-workout-paths";

// Built per request: it reads the catalogue and SITE_URL, neither of which exists at build time.
export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(
    async (ctx) =>
      new Response(
        await buildSitemapXml(ctx.db, env.SITE_URL, [
          ...(await listWorkoutPaths(ctx.db)),
          ...listContentPaths(),
          ...SALES_PAGE_PATHS,
        ]),
        {
          headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
        },
      ),
  ),
});
