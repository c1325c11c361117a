import { env } from "@/config/env";

// Built per request: it reads the catalogue and SITE_URL, neither of which exists at build time.
export const dynamic = "force-dynamic";

export function GET() {
  const origin = env.SITE_URL.replace(/\/$/, "");
  const body = ["User-agent: *", "Allow: /", "Disallow: /api-next/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join(
    "\n",
  );
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
}
