import pino from "pino";
import { env, isProduction } from "@/config/env";

const ERRORS_PER_HOUR = 1000;
const HOUR_MS = 60 * 60 * 1000;
const ERROR_LEVEL = 50;

export const REDACTED_KEYS = ["password", "token", "authorization", "cookie"];

/** Caps error lines so a failure loop cannot flood the logs (spec: at most 1000 error logs an hour). */
export function createErrorBudget(limit = ERRORS_PER_HOUR, windowMs = HOUR_MS, now = () => Date.now()) {
  let windowStart = now();
  let used = 0;
  return () => {
    const time = now();
    if (time - windowStart >= windowMs) {
      windowStart = time;
      used = 0;
    }
    used += 1;
    return used <= limit;
  };
}

type RequestStore = { getStore: () => { requestId: string } | undefined };

/** The request id of the request being answered (scripts/request-context.mjs), on every line it logs. */
function requestFields(): { requestId?: string } {
  const store = (globalThis as { __moveatlasRequestContext?: RequestStore }).__moveatlasRequestContext?.getStore();
  return store ? { requestId: store.requestId } : {};
}

export function createLogger(options: { level?: string; destination?: pino.DestinationStream } = {}) {
  const allowError = createErrorBudget();
  const paths = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `headers.${key}`]);
  return pino(
    {
      level: options.level ?? env.LOG_LEVEL ?? (isProduction ? "error" : env.NODE_ENV === "test" ? "silent" : "info"),
      redact: { paths, censor: "[redacted]" },
      mixin: requestFields,
      hooks: {
        logMethod(args, method, level) {
          if (level >= ERROR_LEVEL && !allowError()) return;
          method.apply(this, args);
        },
      },
    },
    options.destination,
  );
}

export const logger = createLogger();
