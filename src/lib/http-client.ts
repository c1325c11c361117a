import ky, { HTTPError, TimeoutError } from "ky";
import { bearerToken } from "./bearer-token";
import type { ErrorDetails } from "./errors";

export const HTTP_TIMEOUT_MS = 30_000;
export const RETRY_LIMIT = 3;
export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 10_000;

/** Exponential delay between retries: 1 s, 2 s, 4 s ... never above 10 s (spec §8). */
export const retryDelay = (attempt: number) => Math.min(RETRY_BASE_MS * 2 ** (attempt - 1), RETRY_MAX_MS);

function currentLocale(): string {
  return typeof document === "undefined" ? "en-us" : document.documentElement.lang.toLowerCase() || "en-us";
}

/**
 * The app's HTTP client (spec §7): cookies included, the interface language and a random request id
 * on every call, the bearer token when one is stored, 30 s timeout, 429 and 5xx retried three times.
 * Calls whose repetition would not help (sign-in: a 429 there means wait) pass `retry: 0`.
 */
export const http = ky.create({
  credentials: "include",
  timeout: HTTP_TIMEOUT_MS,
  retry: {
    limit: RETRY_LIMIT,
    methods: ["get", "post", "put", "patch", "delete", "head", "options"],
    statusCodes: [429, 500, 502, 503, 504],
    delay: retryDelay,
    backoffLimit: RETRY_MAX_MS,
    maxRetryAfter: RETRY_MAX_MS,
  },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const locale = currentLocale();
        request.headers.set("Accept-Language", locale);
        request.headers.set("X-Language", locale);
        request.headers.set("X-Request-Id", crypto.randomUUID());
        const token = bearerToken.read();
        if (token) request.headers.set("Authorization", `Bearer ${token}`);
      },
    ],
  },
});

/** A failed call as a client explains it: the product code with its details, or null when nothing answered. */
export type ApiFailure = { status: number | null; code: string | null; message: string; details: ErrorDetails };

/** What went wrong: the server's code and details when it sent them, else `fallback` as the message. */
export async function describeFailure(error: unknown, fallback: string): Promise<ApiFailure> {
  if (error instanceof HTTPError) {
    const data = error.data as
      | { error?: { code?: string; message?: string; details?: ErrorDetails }; detail?: string; message?: string }
      | undefined;
    const message = data?.error?.message ?? data?.detail ?? data?.message;
    return {
      status: error.response.status,
      code: data?.error?.code ?? null,
      message: typeof message === "string" && message ? message : fallback,
      details: data?.error?.details ?? {},
    };
  }
  return { status: null, code: error instanceof TimeoutError ? "TIMEOUT" : null, message: fallback, details: {} };
}
