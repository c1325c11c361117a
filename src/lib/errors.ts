/** Product error codes and the HTTP status each answers with; clients show a message per code. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  INVALID_SIGNATURE: 400,
  NOT_AUTHENTICATED: 401,
  WRONG_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CROSS_SITE: 403,
  PREMIUM_REQUIRED: 403,
  PLAN_LIMIT: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  ALREADY_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ErrorDetails = Record<string, unknown>;

export type AppErrorOptions = {
  /** English text for logs and API readers; clients show their own text for the code. */
  message?: string;
  /** Facts a client needs to explain the failure, e.g. `{ limit: 3 }` for PLAN_LIMIT. */
  details?: ErrorDetails;
  /** Sent as Retry-After with a 429. */
  retryAfterSeconds?: number;
};

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION: "The request is not valid",
  INVALID_SIGNATURE: "The request's signature is not valid",
  NOT_AUTHENTICATED: "Not authenticated",
  WRONG_CREDENTIALS: "Wrong User Or Password",
  FORBIDDEN: "This is not yours to change",
  CROSS_SITE: "Requests from other sites cannot change anything here",
  PREMIUM_REQUIRED: "This needs Premium",
  PLAN_LIMIT: "Your plan's limit is reached",
  NOT_FOUND: "Not found",
  METHOD_NOT_ALLOWED: "This method is not allowed here",
  ALREADY_EXISTS: "It already exists",
  PAYLOAD_TOO_LARGE: "The request body is too large",
  UNSUPPORTED_MEDIA_TYPE: "Send the request body as application/json",
  RATE_LIMITED: "Too many attempts",
  INTERNAL: "Something went wrong",
};

/** A failure the user can be told about; anything else is unexpected and answers 500. */
export class AppError extends Error {
  readonly details: ErrorDetails | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? DEFAULT_MESSAGES[code]);
    this.name = "AppError";
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) =>
  new AppError("NOT_FOUND", { message: `${what} not found`, details: { what: what.toLowerCase() } });
