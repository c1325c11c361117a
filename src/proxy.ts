import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "./i18n/routing";
import { modelSegmentPath } from "./modules/catalogue/model-segment";

const intl = createMiddleware(routing);

/**
 * Locale routing (next-intl), then the body model: `?model=f` pages are served from an internal
 * `/{locale}/f/...` path so every page can be cached whole while the public URL keeps the query.
 */
export default function proxy(request: NextRequest) {
  const response = intl(request);
  if (response.headers.has("location")) return response;
  const target = new URL(response.headers.get("x-middleware-rewrite") ?? request.url);
  const internal = modelSegmentPath(target.pathname, request.nextUrl.searchParams.get("model"));
  if (!internal) return response;
  target.pathname = internal;
  const rewrite = NextResponse.rewrite(target);
  response.headers.forEach((value, key) => {
    if (!key.startsWith("x-middleware-") && key !== "set-cookie") rewrite.headers.set(key, value);
  });
  for (const cookie of response.cookies.getAll()) rewrite.cookies.set(cookie);
  return rewrite;
}

export const config = {
  // Pages only: the REST API, Next's assets and files with an extension pass straight through.
  matcher: ["/((?!api-next|_next|_vercel|exercise-image|.*\\..*).*)"],
};
