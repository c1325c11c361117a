// The request id every log line of a request carries (src/lib/logger.ts reads it from here through
// globalThis, since Next bundles that file apart from this server). nginx sends its own id
// (deploy/nginx.conf), so one id follows a request through the balancer and the app.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

const VALID_ID = /^[A-Za-z0-9._:-]{1,64}$/;

globalThis.__moveatlasRequestContext ??= new AsyncLocalStorage();
const storage = globalThis.__moveatlasRequestContext;

/** The id a trusted balancer gave the request, or a new one; returned in X-Request-Id. */
export function requestIdOf(req) {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && VALID_ID.test(given) ? given : randomUUID();
}

export function runWithRequestId(requestId, run) {
  return storage.run({ requestId }, run);
}
