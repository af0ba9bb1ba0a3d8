import { existsSync } from "node:fs";
import { z } from "zod";

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
      .optional(),
  ),
  PGLITE_DIR: z.string().default("./data/pglite"),
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true")
    .describe("Seed the demo sites when the database has no cars at start"),
  DEFAULT_SITE: z.string().min(1).optional(),
  SITES_DIR: z.string().default("./sites"),
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
  INVENTORY_API_TOKENS: z.string().default("").describe("Comma-separated slug:token pairs for the inventory API"),
  FINANCE_PARTNER_URL: optionalUrl.describe("The finance partner's quote API; unset uses the local quote engine"),
  FINANCE_PARTNER_API_KEY: z.string().optional(),
  GEOCODER_URL: optionalUrl.describe(
    "A maps geocoding API in Google's shape (https://maps.googleapis.com/maps/api/geocode/json); unset places postcodes from the bundled district table",
  ),
  GEOCODER_API_KEY: z.string().optional(),
  MARKET_DATA_URL: optionalUrl.describe(
    "The market data vendor's API; unset computes the auto-gauge from our own stock",
  ),
  MARKET_DATA_API_KEY: z.string().optional(),
  VEHICLE_DATA_URL: optionalUrl.describe(
    "A vehicle data vendor's API (VIN and rego lookups, e.g. Redbook); unset reads a VIN offline against the platform's own stock",
  ),
  VEHICLE_DATA_API_KEY: z.string().optional(),
  VALUATION_URL: optionalUrl.describe(
    "A trade-in valuation vendor's API; unset estimates from comparable cars in our own stock",
  ),
  VALUATION_API_KEY: z.string().optional(),
  PAYMENTS_URL: optionalUrl.describe(
    "A card processor with Stripe's PaymentIntents API (https://api.stripe.com); unset uses the embedded test processor",
  ),
  PAYMENTS_API_KEY: z.string().optional(),
  SMTP_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_DIR: z
    .string()
    .default("./data/mail")
    .describe("Where lead e-mails are written as .eml files when SMTP_URL is unset"),
  LEAD_MAIL_FROM: z.string().optional(),
  LEAD_WEBHOOK_SECRETS: z
    .string()
    .default("")
    .describe("Comma-separated slug:secret pairs that sign each site's lead webhook"),
  LEAD_OUTBOX_INTERVAL_MS: z.coerce.number().int().positive().default(5000),
  ALERT_MAIL_FROM: z
    .string()
    .optional()
    .describe("The sender of shoppers' alert e-mails; unset, <site> <no-reply@site host>"),
  ALERT_OUTBOX_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60_000)
    .describe("How often alert digests are gathered and alert e-mails sent"),
  MARKET_CHECK_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(2000)
    .describe("How often each process recomputes the market figures of segments whose cars changed"),
  QUOTE_CHECK_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60_000)
    .describe("How often each process asks the finance partner for the quotes its estimate sites' cards show"),
  FEED_CHECK_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60_000)
    .describe("How often each process looks for dealers' scheduled stock feeds that are due"),
  FEED_ALLOW_PRIVATE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true")
    .describe("Let a stock feed live on a private or loopback address (tests, a feed on the same host)"),
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true")
    .describe("Let a lead webhook post to a private or loopback address (a CRM on the dealer's own network)"),
  PUSH_ALLOW_PRIVATE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true")
    .describe("Let a staff push subscription point at a private or loopback push service (a test push service)"),
  LEAD_ESCALATION_CHECK_MS: z.coerce
    .number()
    .int()
    .min(500)
    .default(30_000)
    .describe("How often untouched leads are checked for escalation to the yard's manager"),
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(0)
    .describe("Where Prometheus scrapes /metrics, on METRICS_HOST only (0: no metrics listener)"),
  METRICS_HOST: z
    .string()
    .default("127.0.0.1")
    .describe("The private address the metrics listener binds to (never a public one)"),
  MEDIA_DIR: z
    .string()
    .default("./data/media")
    .describe("Where uploaded photos and logos are kept when S3_BUCKET is unset"),
  S3_BUCKET: z
    .string()
    .optional()
    .describe(
      "An S3-compatible bucket for uploaded photos and logos, shared by every app process; unset uses MEDIA_DIR",
    ),
  S3_ENDPOINT: optionalUrl.describe("The object store's address (MinIO, R2, ...); unset is AWS S3 itself"),
  S3_REGION: z.string().default("ap-southeast-2"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().default("").describe("A key prefix, so one bucket can hold several deployments"),
  IMAGE_CACHE_DIR: z.string().default("./data/image-cache").describe("Where every resized picture is kept once made"),
  IMAGE_CACHE_MB: z.coerce
    .number()
    .min(1)
    .default(1024)
    .describe("The resized pictures' folder's size; past it the least recently used are deleted"),
  LEAD_JOURNAL_DIR: z
    .string()
    .default("./data/lead-journal")
    .describe("Where leads wait, fsynced, while the database cannot be reached"),
  SESSION_SECRET: z
    .string()
    .refine(
      (v) => v.split(",").every((s) => s.trim().length >= 32),
      "SESSION_SECRET must be one or more comma-separated keys of at least 32 characters",
    )
    .optional()
    .describe(
      "Signs the cookies; a comma-separated list rotates keys (the first signs, all verify). Unset, the platform makes one and keeps it in the database",
    ),
  SMS_HTTP_URL: optionalUrl.describe(
    "An SMS provider's send endpoint (Twilio's Messages.json or compatible); unset, codes go to the sms_outbox table and the log",
  ),
  SMS_HTTP_AUTH: z.string().optional().describe("user:password for the provider's basic auth, or a bearer token"),
  SMS_FROM: z.string().optional().describe("The sender number or name the provider sends codes from"),
  WEB_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe("Worker processes with DATABASE_URL set (one per core by default); PGlite always runs one"),
  WORKER_HEAP_MB: z.coerce
    .number()
    .int()
    .min(128)
    .optional()
    .describe(
      "Each worker's V8 heap limit; unset, SEARCH_INDEX_MB + PAGE_CACHE_MB + 512 when SEARCH_INDEX_MB is set, V8's own otherwise",
    ),
  WORKER_SLOT: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .describe("Set by server/workers.ts: which worker this process is"),
  WORKER_COUNT: z.coerce.number().int().min(1).default(1).describe("Set by server/workers.ts: how many workers run"),
  PAGE_CACHE_MB: z.coerce
    .number()
    .min(0)
    .default(64)
    .describe("Memory for rendered pages kept for every visitor, per process (0 turns the page cache off)"),
  TRUST_PROXY: z
    .string()
    .optional()
    .describe("Express's trust proxy setting, when a load balancer sets X-Forwarded-For"),
  OUTBOX_LEASE_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(120_000)
    .describe(
      "How long a delivery being sent is held before another attempt may take it: longer than the slowest send (about 50 s with the SMTP timeouts)",
    ),
  CONNECTIONS_PER_CLIENT: z.coerce
    .number()
    .int()
    .min(0)
    .default(128)
    .describe(
      "Open connections one client address may hold (0: no cap, as behind a load balancer that sets TRUST_PROXY)",
    ),
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(30_000)
    .describe("How long a whole request, body included, may take to arrive"),
  SEARCH_INDEX_MB: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .describe(
      "Memory the sites' search indexes may hold together in each process (0: no bound); past it the least recently used site's index is let go and rebuilt on its next search",
    ),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .describe(
      "On SIGTERM, how long /readyz answers 503 while the process still serves, so a load balancer stops sending it visitors before it closes",
    ),
});

export type Env = z.infer<typeof EnvSchema>;

/** Reads the environment (and ./.env when present, without overriding what is already set). */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (source === process.env && existsSync(".env")) process.loadEnvFile(".env");
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

/** INVENTORY_API_TOKENS as a map from site slug to its token. */
export function inventoryTokens(env: Pick<Env, "INVENTORY_API_TOKENS">): Map<string, string> {
  return slugPairs(env.INVENTORY_API_TOKENS);
}

/** A "slug:value,slug:value" setting as a map from slug to value. */
export function slugPairs(setting: string): Map<string, string> {
  return new Map(
    setting
      .split(",")
      .map((pair) => pair.trim().split(":"))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
  );
}
