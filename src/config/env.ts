import { z } from "zod";

/**
 * The only place that reads process.env: every variable is validated once, with a readable
 * message naming each bad one, and the rest of the code gets typed values.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
    .optional(),
  /** Tests only: an admin URL of a PostgreSQL server on which each test file gets a fresh database. */
  TEST_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
    .optional(),
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.url("must be an absolute URL such as https://moveatlas.example").default("http://localhost:3000"),
  MEDIA_BASE_URL: z.url("must be an absolute URL").optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  NEXT_PHASE: z.string().optional(),
  ADS_NETWORK_CLIENT: z.string().min(1).optional(),
  ADS_NETWORK_SLOT: z.string().min(1).optional(),
  ADS_NETWORK_SCRIPT_URL: z.url("must be an absolute URL").optional(),
  /** Signs session cookies; when unset a random one is kept in `.data/auth-secret` (one instance only). */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Outgoing mail; when unset, mail is written to MAIL_OUTBOX_DIR and its link logged. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("MoveAtlas <no-reply@moveatlas.local>"),
  MAIL_OUTBOX_DIR: z.string().min(1).default(".data/mail"),
  /** Sign-in, registration and reset attempts allowed per IP address in each window. */
  AUTH_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  /**
   * Proxies in front of the server whose X-Forwarded-For is believed: addresses and CIDR ranges,
   * comma-separated. Unset, every limit counts the connection's own address.
   */
  TRUSTED_PROXIES: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.string().regex(/^[0-9a-f:.]+(\/\d{1,3})?$/i, "must be IP addresses or CIDR ranges, comma-separated")),
    )
    .default([]),
  /** Tests only: a Redis server for the shared rate-limit tests. */
  TEST_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  /** Paddle Billing: all five set turn it on; otherwise the local payment provider runs the same flow. */
  PADDLE_CLIENT_TOKEN: z.string().min(1).optional(),
  PADDLE_API_KEY: z.string().min(1).optional(),
  PADDLE_WEBHOOK_SECRET: z.string().min(1).optional(),
  PADDLE_PRICE_MONTHLY: z.string().min(1).optional(),
  PADDLE_PRICE_ANNUAL: z.string().min(1).optional(),
  PADDLE_PRICE_MONTHLY_NO_TRIAL: z.string().min(1).optional(),
  PADDLE_PRICE_ANNUAL_NO_TRIAL: z.string().min(1).optional(),
  PADDLE_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  /** Signs the local payment provider's webhooks; derived from the auth secret when unset. */
  LOCAL_PAYMENTS_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** Analytics vendors: Matomo (both set) or GA4's Measurement Protocol (both set); otherwise our database only. */
  MATOMO_URL: z.url().optional(),
  MATOMO_SITE_ID: z.string().min(1).optional(),
  GA_MEASUREMENT_ID: z.string().min(1).optional(),
  GA_API_SECRET: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment variables:\n${lines.join("\n")}`);
}

export const env: Env = parseEnv(process.env);
export const isProduction = env.NODE_ENV === "production";
