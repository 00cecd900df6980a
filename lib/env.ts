import { isIP } from "node:net";
import { z } from "zod";
import { DB_SETTINGS, dbSettings } from "@/db/settings";
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, tileUrlProblem } from "./map-tiles.mjs";

/**
 * Every environment variable the server reads, typed and checked once.
 * A bad value stops start-up with a message that names the variable.
 */
const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** An http(s) URL without a trailing slash. */
const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
  .transform((v) => v.replace(/\/+$/, ""));

/** Unset or empty means absent. */
const optionalText = <T extends z.ZodType>(inner: T) => z.union([z.literal("").transform(() => undefined), inner]).optional();

const emptyAsUnset = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (v === "" ? undefined : v), inner);

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** Tests only: `host:port` pairs outsideFetch may reach although they are loopback (comma-separated). */
const hostPortList = z
  .string()
  .optional()
  .transform((v) => (v ?? "").split(",").map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^(\[[0-9a-fA-F:.]+\]|[\w.-]+):\d{1,5}$/, "must be host:port pairs separated by commas")));

/** An http(s) base URL, kept with a trailing slash so relative paths join onto it. */
const baseUrl = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : fallback))
    .pipe(z.string().url().regex(/^https?:\/\//, "must be an http(s) URL"))
    .transform((v) => (v.endsWith("/") ? v : `${v}/`));

/** One trusted proxy range of TRUST_PROXY: an address (a /32 or /128) or a CIDR range. */
export type ProxyRange = { address: string; prefix: number; family: "ipv4" | "ipv6" };
export type TrustProxy = { hops: number; ranges: ProxyRange[] };

export function cidrOf(item: string): ProxyRange | null {
  const [address = "", bits, ...rest] = item.split("/");
  const version = isIP(address);
  if (!version || rest.length) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  if (!(prefix >= 0 && prefix <= max)) return null;
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}

const perHour = (fallback: number) => z.coerce.number().int().min(1).max(100_000).default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  ...DB_SETTINGS, // the database's own (db/settings.ts)
  SEED_DEMO_DATA: z.enum(["auto", "never"]).default("auto"),
  // Job queue (pg-boss, PostgreSQL only): whether this server runs a worker, how long a job may run
  // before it counts as dead and is retried elsewhere, retries, polling and maintenance intervals.
  JOB_WORKER: z.enum(["true", "false", "1", "0", ""]).optional().transform((v) => v !== "false" && v !== "0"),
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(86_400).default(900),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  // Set by scripts/server.mjs when SITE_URL is unset and the server listens on loopback only: the
  // loopback names of SITE_URL's port (127.0.0.1, [::1], localhost) count as this site's origin.
  SITE_URL_LOOPBACK: bool,
  ADMIN_PASSWORD: z.string().optional(),
  // Scripts' bearer token for admin calls (`Authorization: Bearer <token>`); unset = no bearer access.
  ADMIN_API_TOKEN: optionalText(z.string().min(32, "must be at least 32 characters")),
  // A scraper's bearer token for GET /api/metrics (`Authorization: Bearer <token>`); unset = admin only.
  METRICS_TOKEN: optionalText(z.string().min(32, "must be at least 32 characters")),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional().or(z.literal("").transform(() => undefined)),
  // Which reverse proxies are believed about X-Forwarded-For (lib/http/client-ip.ts): unset/"false" = none;
  // "true" or a hop count 1-9 = that many hops, only from a loopback or private peer; or a list of addresses
  // and CIDR ranges (comma-separated), walked from the right past every trusted hop.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().toLowerCase())
    .pipe(
      z.union([
        z.enum(["", "false", "0", "true"]),
        z.string().regex(/^[1-9]$/),
        z.string().refine((v) => v.split(",").every((item) => cidrOf(item.trim()) !== null), "must be true, false, a hop count 1-9, or addresses and CIDR ranges separated by commas"),
      ]),
    )
    .transform((v): TrustProxy => {
      if (v === "" || v === "false" || v === "0") return { hops: 0, ranges: [] };
      if (v === "true" || /^[1-9]$/.test(v)) return { hops: v === "true" ? 1 : Number(v), ranges: [] };
      return { hops: 0, ranges: v.split(",").map((item) => cidrOf(item.trim())!) };
    }),
  // The HMAC key of backups (npm run db:backup / db:restore): 32+ characters, kept apart from the backups.
  BACKUP_KEY: optionalText(z.string().min(32, "must be at least 32 characters")),
  // Set by scripts/server.mjs at each start (a random value) to sign the client address it passes on; never by hand.
  CLIENT_IP_KEY: optionalText(z.string().min(32)),
  RATE_LIMIT_PROGRAMS_PER_HOUR: perHour(5),
  RATE_LIMIT_REVIEWS_PER_HOUR: perHour(10),
  RATE_LIMIT_UPLOADS_PER_HOUR: perHour(20),
  RATE_LIMIT_REPORTS_PER_HOUR: perHour(10),
  RATE_LIMIT_LOGINS_PER_15_MIN: perHour(10),
  RATE_LIMIT_CONTACT_PER_HOUR: perHour(5),
  RATE_LIMIT_CLAIMS_PER_HOUR: perHour(20),
  // Insights events (POST /api/programs/{id}/events) per client and program a minute.
  RATE_LIMIT_EVENTS_PER_MINUTE: perHour(60),
  // Shown on /contact beside the form when set.
  CONTACT_EMAIL: z
    .string()
    .trim()
    .pipe(z.email("must be an email address"))
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Optional second factor for admin sign-in: the base32 secret shared with an authenticator app.
  ADMIN_TOTP_SECRET: z
    .string()
    .transform((v) => v.replace(/[\s=]/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z2-7]*$/, "must be base32 (letters A-Z and digits 2-7)"))
    .refine((v) => v === "" || v.length >= 16, "must be at least 16 base32 characters (80 bits)")
    .optional()
    .transform((v) => (v ? v : undefined)),
  // Owner sign-in by email (nodemailer): smtp://user:pass@host:port or smtps://...; unset hides the email way.
  SMTP_URL: optionalText(z.string().regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL")),
  // The From of those messages; default "Heavy Metal Detox Directory <no-reply@SITE_URL's host>".
  SMTP_FROM: optionalText(z.string().max(200)),
  // Tests only: website discovery fetches candidate "https://<host>/" as "<base>/<host>/" (a local fixture server).
  WEBSITE_CANDIDATE_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Tests only, ignored with a warning in production: loopback fixture servers outsideFetch may reach.
  OUTSIDE_FETCH_ALLOW: hostPortList,
  // Image storage: local disk under UPLOAD_DIR, or S3-compatible object storage when S3_BUCKET is set.
  UPLOAD_DIR: emptyAsUnset(z.string().min(1).default(".data/uploads")),
  S3_BUCKET: optionalText(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a valid bucket name (3-63 lowercase letters, digits, dots, hyphens)")),
  S3_ENDPOINT: optionalText(httpUrl),
  S3_REGION: emptyAsUnset(z.string().regex(/^[a-z0-9-]{2,32}$/, "must be a region name such as us-east-1").default("us-east-1")),
  S3_ACCESS_KEY_ID: optionalText(z.string()),
  S3_SECRET_ACCESS_KEY: optionalText(z.string()),
  S3_PUBLIC_URL: optionalText(httpUrl),
  S3_FORCE_PATH_STYLE: bool,
  // Importers: server-side source keys (the import screen's X-API-Key overrides them per request).
  GOOGLE_PLACES_API_KEY: optionalString,
  YELP_API_KEY: optionalString,
  NPI_API_BASE_URL: baseUrl("https://npiregistry.cms.hhs.gov/api/"),
  GOOGLE_PLACES_BASE_URL: baseUrl("https://places.googleapis.com"),
  YELP_API_BASE_URL: baseUrl("https://api.yelp.com"),
  // NPI taxonomy descriptions searched by the NPI importer, comma-separated; it keeps the providers registered
  // with a code of that description (features/programs/specialties.ts). Default: medical toxicology and occupational medicine.
  NPI_TAXONOMY_DESCRIPTIONS: z.string().min(1).default("Medical Toxicology,Occupational Medicine"),
  // Caps of CSV and Excel imports: rows per file, bytes per upload, and the .xlsx zip's limits.
  IMPORT_MAX_ROWS: z.coerce.number().int().min(10).max(1_000_000).default(20_000),
  IMPORT_MAX_FILE_BYTES: z.coerce.number().int().min(1024).max(500 * 1024 * 1024).default(20 * 1024 * 1024),
  IMPORT_MAX_XLSX_ENTRIES: z.coerce.number().int().min(10).max(100_000).default(1_000),
  IMPORT_MAX_XLSX_UNCOMPRESSED_BYTES: z.coerce.number().int().min(1024 * 1024).max(2 * 1024 * 1024 * 1024).default(200 * 1024 * 1024),
  // Outside sources: retries of 429 and 5xx answers, and the longest Retry-After honoured.
  IMPORT_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  IMPORT_MAX_RETRY_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // The maps' tiles: a Leaflet URL template ({z}, {x}, {y}; {s} for subdomains) and its attribution (HTML,
  // shown on every map). Default: OpenStreetMap's own server, for development only (README, "Map tiles in
  // production"). Passed to the maps by the pages at request time; the CSP's img-src follows the template.
  MAP_TILE_URL: emptyAsUnset(
    z
      .string()
      .trim()
      .default(DEFAULT_MAP_TILE_URL)
      .superRefine((v, ctx) => {
        const problem = tileUrlProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  ),
  MAP_ATTRIBUTION: emptyAsUnset(z.string().trim().min(1).max(1000, "must be at most 1000 characters").default(DEFAULT_MAP_ATTRIBUTION)),
  // Third-party ids, read at request time and passed to the browser; their scripts load only after consent.
  NEXT_PUBLIC_ADSENSE_CLIENT: z
    .string()
    .regex(/^ca-pub-\d{10,20}$/, "must look like ca-pub-1234567890123456")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  NEXT_PUBLIC_GA_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, "must look like G-XXXXXXXXXX")
    .optional()
    .or(z.literal("").transform(() => undefined)),
}).superRefine((e, ctx) => {
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: "custom", path: ["S3_SECRET_ACCESS_KEY"], message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together" });
  }
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return result.data;
}

/**
 * The configuration, read once at start-up. Modules read its fields when they use them, never
 * process.env; tests change a setting through tests/support/env.ts, which writes it here.
 */
export const env: Env = Object.assign(dbSettings, parseEnv(process.env)); // one object: db/ reads its part of it

const TEST_ONLY = ["OUTSIDE_FETCH_ALLOW", "WEBSITE_CANDIDATE_BASE_URL"] as const;
if (env.NODE_ENV === "production") {
  for (const name of TEST_ONLY) {
    const value = env[name];
    if (Array.isArray(value) ? value.length > 0 : value) console.warn(`[env] ${name} is for tests only and is ignored in production`);
  }
}

/**
 * OUTSIDE_FETCH_ALLOW as it stands now (tests set it around their fixture servers); always empty in
 * production, so the private-address checks of outsideFetch can never be switched off there.
 */
export function outsideFetchAllow(source: Record<string, string | undefined> = process.env): string[] {
  if (env.NODE_ENV === "production" || source.NODE_ENV === "production") return [];
  const parsed = hostPortList.safeParse(source.OUTSIDE_FETCH_ALLOW);
  return parsed.success ? parsed.data : [];
}
