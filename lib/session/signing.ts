import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { appSecrets } from "@/db/schema";
import { env } from "@/lib/env";

/** Constant-time comparison of two strings, by their SHA-256 digests (lengths never leak). */
export function safeEqual(a: string, b: string): boolean {
  const da = createHash("sha256").update(a).digest();
  const db = createHash("sha256").update(b).digest();
  return timingSafeEqual(da, db);
}

const b64url = (buf: Buffer) => buf.toString("base64url");

export function hmac(key: string | Buffer, payload: string): string {
  return b64url(createHmac("sha256", key).update(payload).digest());
}

/** `payload.expiresAtMs.signature`; payload must not contain dots. */
export function signToken(key: string | Buffer, payload: string, ttlMs: number, now = Date.now()): string {
  const body = `${payload}.${now + ttlMs}`;
  return `${body}.${hmac(key, body)}`;
}

/** The payload of a valid, unexpired token; null otherwise. */
export function verifyToken(key: string | Buffer, token: string, now = Date.now()): string | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [payload, expires, signature] = parts as [string, string, string];
  if (!safeEqual(signature, hmac(key, `${payload}.${expires}`))) return null;
  if (!/^\d{1,16}$/.test(expires) || Number(expires) <= now) return null;
  return payload;
}

// The secret itself once read (a kept promise would keep alive the request it was made in: lib/cache/read-cache.ts).
const store = globalThis as unknown as { __detoxSecrets?: Map<string, string | Promise<string>> };
const secrets = (store.__detoxSecrets ??= new Map());

/**
 * A random secret kept in the database (table app_secrets) under `name`, created on first use, so that
 * every app server shares it and it survives restarts.
 */
export function appSecret(name: string): Promise<string> {
  const kept = secrets.get(name);
  if (typeof kept === "string") return Promise.resolve(kept);
  if (kept) return kept;
  const reading = (async () => {
    const db = await getDb();
    await db.insert(appSecrets).values({ name, value: randomBytes(32).toString("hex") }).onConflictDoNothing();
    const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
    return row!.value;
  })().then(
    (value) => {
      if (secrets.get(name) === reading) secrets.set(name, value);
      return value;
    },
    (e) => {
      if (secrets.get(name) === reading) secrets.delete(name);
      throw e;
    },
  );
  secrets.set(name, reading);
  return reading;
}

/**
 * The key of one kind of signed value: SESSION_SECRET when set, with the key epoch that a restore draws anew
 * (features/backups/after-restore.ts), else a random key of its own kept in `app_secrets`, which a restore drops.
 * Either way, what was signed before a restore is refused after it.
 */
export async function signingKey(purpose: string): Promise<string> {
  const secret = env.SESSION_SECRET;
  return secret ? `${purpose}:${secret}:${await appSecret("key-epoch")}` : `${purpose}:${await appSecret(`${purpose}-key`)}`;
}

/** Forgets the secrets read so far (after a restore in this process: the database holds new ones). */
export function forgetAppSecrets(): void {
  secrets.clear();
}
