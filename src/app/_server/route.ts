import "server-only";
import { env } from "@/config/env";
import { AppError } from "@/lib/errors";
import { errorResponse } from "@/lib/http";
import { isCrossSiteWrite } from "@/lib/same-origin";
import { describeAccountIssue } from "@/modules/accounts/messages";
import { resolveRouteContext, type RouteContext, type SignedInRouteContext } from "./route-context";

type Params = Record<string, string | string[] | undefined>;
type NextContext = { params: Promise<Params> };
type NextHandler = (request: Request, context: NextContext) => Promise<Response>;
type Handler<C, P> = (ctx: C, request: Request, params: P) => Promise<Response>;

const SITE_ORIGIN = new URL(env.SITE_URL).origin;

/** Guards every handler once: cross-site writes refused, the context resolved, every failure mapped. */
function wrap<C, P>(resolve: (request: Request) => Promise<C>, handler: Handler<C, P>): NextHandler {
  return async (request, context) => {
    try {
      if (isCrossSiteWrite(request.method, request.headers, SITE_ORIGIN)) throw new AppError("CROSS_SITE");
      const params = ((await context?.params) ?? {}) as P;
      return await handler(await resolve(request), request, params);
    } catch (error) {
      return errorResponse(error, describeAccountIssue);
    }
  };
}

/** Open to everyone; the answer does not depend on who asks (ctx.user is null). */
export const publicRoute = <P = Params>(handler: Handler<RouteContext, P>) =>
  wrap((request) => resolveRouteContext(request, false), handler);

/** Answers differently for a signed-in user, or a visitor (ctx.user may be null). */
export const sessionRoute = <P = Params>(handler: Handler<RouteContext, P>) =>
  wrap((request) => resolveRouteContext(request, true), handler);

async function signedIn(request: Request): Promise<SignedInRouteContext> {
  const ctx = await resolveRouteContext(request, true);
  if (!ctx.user) throw new AppError("NOT_AUTHENTICATED");
  return { ...ctx, user: ctx.user };
}

/** Signed-in users only (401 otherwise); use cases find the owner in ctx.user. */
export const userRoute = <P = Params>(handler: Handler<SignedInRouteContext, P>) => wrap(signedIn, handler);

/** Premium users only (403 PREMIUM_REQUIRED for others). */
export const premiumRoute = <P = Params>(handler: Handler<SignedInRouteContext, P>) =>
  wrap(async (request) => {
    const ctx = await signedIn(request);
    if (!ctx.entitlements.premium) throw new AppError("PREMIUM_REQUIRED");
    return ctx;
  }, handler);

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/**
 * A path's handlers, with a JSON 405 naming the allowed methods for the others (Next answers an
 * empty body). `export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: ..., POST: ... })`.
 */
export function methods(handlers: Partial<Record<Method, NextHandler>>): Record<Method, NextHandler> {
  const allowed = METHODS.filter((method) => handlers[method]);
  const refuse: NextHandler = async () => {
    const response = errorResponse(new AppError("METHOD_NOT_ALLOWED", { details: { allowed } }));
    response.headers.set("Allow", [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", "));
    return response;
  };
  return Object.fromEntries(METHODS.map((method) => [method, handlers[method] ?? refuse])) as Record<
    Method,
    NextHandler
  >;
}
