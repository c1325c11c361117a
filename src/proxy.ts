import { getSessionCookie } from "better-auth/cookies";
import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { isLocale, localePath } from "./config/locales";
import { matchesPageEtag, pageEtag } from "./lib/page-version";
import { routing } from "./i18n/routing";
import { isProtectedPath, SESSION_COOKIE_PREFIX } from "./modules/accounts/rules";
import { modelSegmentPath } from "./modules/catalogue/model-segment";
import { mayNameCataloguePage } from "./modules/catalogue/page-paths";

const intl = createMiddleware(routing);
const MAX_PATH_LENGTH = 1024;

/**
 * Locale routing (next-intl), then the body model: `?model=f` pages are served from an internal
 * `/{locale}/f/...` path so every page can be cached whole while the public URL keeps the query.
 * Those pages carry the deployment's page ETag, and a browser revalidating one gets a 304 here.
 */
export default function proxy(request: NextRequest) {
  // Every alternate-language link repeats the path: a long one would make headers of 100 kB and more.
  if (request.nextUrl.pathname.length > MAX_PATH_LENGTH) return new NextResponse(null, { status: 414 });
  const signIn = signInRedirect(request);
  if (signIn) return signIn;
  const response = intl(request);
  if (response.headers.has("location")) return response;
  const target = new URL(response.headers.get("x-middleware-rewrite") ?? request.url);
  if (!mayNameCataloguePage(target.pathname)) return notFound(request, target.pathname);
  const internal = modelSegmentPath(target.pathname, request.nextUrl.searchParams.get("model"));
  if (!internal) return response;
  // Next hides its own payload headers from the proxy; a browser's fetch of the React payload for a
  // client navigation says "empty" here, and that representation gets no page ETag.
  const isDocument = (request.headers.get("sec-fetch-dest") ?? "document") === "document";
  const etag = pageEtag();
  if (isDocument && matchesPageEtag(request.headers.get("if-none-match"), etag)) {
    return new NextResponse(null, { status: 304, headers: { ETag: etag } });
  }
  target.pathname = internal;
  const rewrite = NextResponse.rewrite(target);
  if (isDocument) rewrite.headers.set("ETag", etag);
  response.headers.forEach((value, key) => {
    if (!key.startsWith("x-middleware-") && key !== "set-cookie") rewrite.headers.set(key, value);
  });
  for (const cookie of response.cookies.getAll()) rewrite.cookies.set(cookie);
  return rewrite;
}

/**
 * The localized 'Page not Found', rendered per request by the catch-all page and never cached, for a
 * URL that can name no page (src/modules/catalogue/page-paths.ts).
 */
function notFound(request: NextRequest, localizedPath: string): NextResponse {
  const locale = localizedPath.split("/")[1] ?? "";
  return NextResponse.rewrite(new URL(`/${locale}/_/not-found`, request.url));
}

/**
 * A visitor without a session cookie on a protected page goes to sign in and comes back afterwards.
 * Only the cookie's presence is checked here; the page itself checks the session.
 */
function signInRedirect(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  const prefix = /^\/([a-z]{2}-[a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  const locale = isLocale(prefix) ? prefix : undefined;
  const path = locale ? pathname.slice(locale.length + 1) || "/" : pathname;
  if (!isProtectedPath(path) || getSessionCookie(request, { cookiePrefix: SESSION_COOKIE_PREFIX })) return null;
  const target = new URL(localePath(locale, "/auth/signin"), request.url);
  target.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(target);
}

export const config = {
  // Pages only: the REST API, Next's assets and files with an extension pass straight through.
  matcher: ["/((?!api-next|_next|_vercel|exercise-image|healthz|readyz|metrics|.*\\..*).*)"],
};
