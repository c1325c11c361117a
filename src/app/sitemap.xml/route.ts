import { env } from "@/config/env";
import { getDb } from "@/db/client";
import { route } from "@/lib/http";
import { buildSitemapXml } from "@/modules/catalogue/server/build-sitemap";

// Built per request: it reads the catalogue and SITE_URL, neither of which exists at build time.
export const dynamic = "force-dynamic";

export const GET = route(
  async () =>
    new Response(await buildSitemapXml(await getDb(), env.SITE_URL), {
      headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
    }),
);
