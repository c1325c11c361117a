import { ZodError } from "zod";
import { AppError } from "./errors";
import { logger } from "./logger";

export type ErrorBody = { error: { code: string; message: string } };

function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** Maps every failure to HTTP in one place: coded errors keep their message, the rest become a generic 500. */
export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const headers = error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
    return Response.json({ error: { code: error.code, message: error.message } } satisfies ErrorBody, {
      status: error.status,
      headers,
    });
  }
  if (error instanceof ZodError) {
    return Response.json({ error: { code: "VALIDATION", message: describeZodError(error) } } satisfies ErrorBody, {
      status: 400,
    });
  }
  logger.error({ err: error }, "unhandled error in route handler");
  return Response.json({ error: { code: "INTERNAL", message: "Something went wrong" } } satisfies ErrorBody, {
    status: 500,
  });
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

export function route<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** `next`/`previous` links of a paged list, keeping every other query parameter. */
export function pageLinks(requestUrl: string, count: number, limit: number, offset: number) {
  const link = (newOffset: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set("limit", String(limit));
    url.searchParams.set("offset", String(newOffset));
    return `${url.pathname}${url.search}`;
  };
  return {
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
  };
}

/** The JSON body of a request; a body that is not JSON is the caller's mistake (400), not ours. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError("VALIDATION", "The request body must be JSON");
  }
}

/** Copies the Set-Cookie lines of `from` (an auth answer) onto `response`. */
export function withCookies(response: Response, from: Headers): Response {
  for (const line of from.getSetCookie()) response.headers.append("set-cookie", line);
  return response;
}
