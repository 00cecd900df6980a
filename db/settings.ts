import { z } from "zod";

/**
 * The database's settings, read from the environment. lib/env.ts checks them with every other variable and
 * fills this same object (its `env` is this object), so db/ reads its configuration without importing from
 * above it, and a test's setEnv (tests/support/env.ts) reaches db/ too. Until lib/env.ts loads, the values
 * are read here, alone, with the same rules.
 */
export const DB_SETTINGS = {
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PGLITE_DATA_DIR: z.string().min(1).default(".data/pglite"),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
};

export type DbSettings = z.infer<z.ZodObject<typeof DB_SETTINGS>>;

// An invalid value is reported by lib/env.ts, with the other variables' problems; here its default stands meanwhile.
const read = z.object(DB_SETTINGS).safeParse(process.env);
export const dbSettings: DbSettings = read.success ? read.data : z.object(DB_SETTINGS).parse({});
