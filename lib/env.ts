import { z } from "zod";

/**
 * Every environment variable the server reads, typed and checked once.
 * A bad value stops start-up with a message that names the variable.
 */
const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const perHour = (fallback: number) => z.coerce.number().int().min(1).max(100_000).default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PGLITE_DATA_DIR: z.string().min(1).default(".data/pglite"),
  SEED_DEMO_DATA: z.enum(["auto", "never"]).default("auto"),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  ADMIN_PASSWORD: z.string().optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional().or(z.literal("").transform(() => undefined)),
  TRUST_PROXY: bool,
  RATE_LIMIT_PROGRAMS_PER_HOUR: perHour(5),
  RATE_LIMIT_REVIEWS_PER_HOUR: perHour(10),
  RATE_LIMIT_UPLOADS_PER_HOUR: perHour(20),
  RATE_LIMIT_LOGINS_PER_15_MIN: perHour(10),
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

export const env: Env = parseEnv(process.env);
