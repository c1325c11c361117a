import { ZodError, type z } from "zod";
import { AppError, type ErrorDetails } from "./errors";
import { logger } from "./logger";

export type ErrorBody = { error: { code: string; message: string; details?: ErrorDetails } };

/** JSON bodies above this are refused before they are read (413). */
export const MAX_JSON_BYTES = 64 * 1024;

/** Field messages of schemas are keys (clients translate them); `describe` turns a key into English. */
export type DescribeIssue = (message: string) => string;

function zodFailure(error: ZodError, describe: DescribeIssue): AppError {
  const fields: Record<string, string> = {};
  const parts: string[] = [];
  for (const issue of error.issues) {
    const path = issue.path.join(".");
    const text = describe(issue.message);
    parts.push(path ? `${path}: ${text}` : text);
    if (path) fields[path] ??= issue.message;
  }
  return new AppError("VALIDATION", { message: parts.join("; "), details: { fields } });
}

/** Maps every failure to HTTP in one place: coded errors keep their message, the rest become a generic 500. */
export function errorResponse(error: unknown, describe: DescribeIssue = (message) => message): Response {
  const known = error instanceof ZodError ? zodFailure(error, describe) : error;
  if (known instanceof AppError) {
    const headers: Record<string, string> = { "Cache-Control": "no-store" };
    if (known.retryAfterSeconds) headers["Retry-After"] = String(known.retryAfterSeconds);
    const body: ErrorBody = { error: { code: known.code, message: known.message, details: known.details ?? {} } };
    return Response.json(body, { status: known.status, headers });
  }
  logger.error({ err: error }, "unhandled error in route handler");
  return Response.json(
    { error: { code: "INTERNAL", message: "Something went wrong", details: {} } } satisfies ErrorBody,
    {
      status: 500,
      headers: { "Cache-Control": "no-store" },
    },
  );
}

/** PostgreSQL cannot store NUL in text; such input is the caller's mistake, answered before it reaches a query. */
function assertNoNul(value: unknown, where: string): void {
  if (typeof value === "string") {
    if (value.includes("\u0000"))
      throw new AppError("VALIDATION", {
        message: `${where}: must not contain NUL characters`,
        details: { fields: { [where]: "invalidCharacters" } },
      });
  } else if (Array.isArray(value)) value.forEach((item, index) => assertNoNul(item, `${where}.${index}`));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) assertNoNul(item, where ? `${where}.${key}` : key);
}

/** Parses untrusted input with a schema; NUL characters anywhere are refused first. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  assertNoNul(value, "");
  return schema.parse(value) as z.infer<S>;
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

const isJson = (contentType: string | null) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType ?? "");

/** Reads at most `limit` bytes of the body; a longer one is refused without reading the rest. */
async function readCapped(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", { details: { limit } });
  if (declared > limit) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The raw body as sent, at most `limit` bytes (webhook signatures cover these exact bytes). */
export const readText = (request: Request, limit = MAX_JSON_BYTES) => readCapped(request, limit);

/**
 * The JSON body of a request: sent as application/json, at most MAX_JSON_BYTES, parseable. An empty
 * body reads as `{}` so calls whose fields are all optional need not send one.
 */
export async function readJson(request: Request, limit = MAX_JSON_BYTES): Promise<unknown> {
  const text = await readCapped(request, limit);
  if (!text.trim()) return {};
  if (!isJson(request.headers.get("content-type"))) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("VALIDATION", { message: "The request body must be JSON" });
  }
}

/** Copies the Set-Cookie lines of `from` (an auth answer) onto `response`. */
export function withCookies(response: Response, from: Headers): Response {
  for (const line of from.getSetCookie()) response.headers.append("set-cookie", line);
  return response;
}
