import "server-only";
import { eq, sql } from "drizzle-orm";
import { headers } from "next/headers";
import { getDb } from "@/db";
import { appSecrets } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { env } from "@/lib/env";
import { assertNotLimited, rateLimit } from "@/lib/http/rate-limit";
import { ADMIN_COOKIE, readCookie } from "./cookies";
import { assertSameOriginWrite } from "./origin";
import { signingKey, hmac, safeEqual, signToken, verifyToken } from "./signing";

export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const MIN_PASSWORD_LENGTH = 12;

// zxcvbn's verdict per password: computed once (its dictionaries load on first use). Only ADMIN_PASSWORD is
// judged in practice; a bound all the same (README, "What the server keeps in memory").
const VERDICTS_MAX = 8;
const verdicts = new Map<string, boolean>();

/**
 * Strong enough to open admin: 12+ characters, and not guessable from the common-password lists,
 * keyboard patterns, repeats and dates that zxcvbn knows (score 3 of 4 or better, at least 10^8
 * guesses). "qwertyuiop12" and "password1234" are refused; a passphrase passes.
 */
export function strongPassword(password: string): boolean {
  if (password.length < MIN_PASSWORD_LENGTH) return false;
  let ok = verdicts.get(password);
  if (ok === undefined) {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { zxcvbn, zxcvbnOptions } = require("@zxcvbn-ts/core") as typeof import("@zxcvbn-ts/core");
    const common = require("@zxcvbn-ts/language-common") as typeof import("@zxcvbn-ts/language-common");
    /* eslint-enable @typescript-eslint/no-require-imports */
    zxcvbnOptions.setOptions({ dictionary: { ...common.dictionary, userInputs: ["admin", "detox", "directory", "chelation"] }, graphs: common.adjacencyGraphs });
    ok = zxcvbn(password.slice(0, 256)).score >= 3;
    if (verdicts.size >= VERDICTS_MAX) verdicts.clear();
    if (password.length <= 256) verdicts.set(password, ok);
  }
  return ok;
}

/** Admin is open only with a strong password (see strongPassword). */
export function adminEnabled(password = env.ADMIN_PASSWORD): password is string {
  return Boolean(password) && strongPassword(password!);
}

export { ADMIN_COOKIE };

const SESSION_VERSION = "admin-session-version";

/** SESSION_SECRET when set, else a random key kept in Postgres: never derived from the password. */
async function sessionKey(): Promise<string> {
  return signingKey("session");
}

/** Bumped by sign-out: a cookie signed for an older version works nowhere (decisions.md, "Administrators"). */
async function sessionVersion(): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SESSION_VERSION));
  return row?.value ?? "0";
}

/** Sign-out: when the request carries a valid session, every session signed so far ends. */
export async function signOut(req: Request): Promise<void> {
  if (await validSession(readCookie(req.headers.get("cookie"), ADMIN_COOKIE))) await endAdminSessions();
}

async function endAdminSessions(): Promise<void> {
  const db = await getDb();
  await db
    .insert(appSecrets)
    .values({ name: SESSION_VERSION, value: "1" })
    .onConflictDoUpdate({ target: appSecrets.name, set: { value: sql`(${appSecrets.value}::bigint + 1)::text` } });
}

/**
 * The session's payload: the session version and a keyed digest of the password, so that signing out
 * or changing the password ends every session. No dots (signToken's separator).
 */
async function sessionPayload(key: string, password: string): Promise<string> {
  return `admin-${await sessionVersion()}-${hmac(key, `password:${password}`).slice(0, 22)}`;
}

export function checkPassword(candidate: string): boolean {
  const password = env.ADMIN_PASSWORD;
  if (!adminEnabled(password)) return false;
  return safeEqual(candidate, password);
}

/** The scripts' bearer token: ADMIN_API_TOKEN (32+ characters), only while admin is enabled. */
function checkApiToken(candidate: string): boolean {
  const token = env.ADMIN_API_TOKEN;
  if (!token || !adminEnabled(env.ADMIN_PASSWORD)) return false;
  return safeEqual(candidate, token);
}

export async function createSessionToken(now = Date.now()): Promise<string> {
  if (!adminEnabled(env.ADMIN_PASSWORD)) throw new Error("admin disabled");
  const key = await sessionKey();
  return signToken(key, await sessionPayload(key, env.ADMIN_PASSWORD), SESSION_TTL_MS, now);
}

async function validSession(token: string | undefined): Promise<boolean> {
  const password = env.ADMIN_PASSWORD;
  if (!token || !adminEnabled(password)) return false;
  const key = await sessionKey();
  const payload = verifyToken(key, token);
  return payload !== null && safeEqual(payload, await sessionPayload(key, password));
}

const unauthorized = () => new DomainError("unauthenticated", "Authentication required");

/**
 * The one guard of every admin route handler: a valid session cookie or `Authorization: Bearer
 * <ADMIN_API_TOKEN>`. Throws 401 without one, 429 once this client has failed too often (bearer and
 * sign-in form share the "logins" limit), and 403 for a cookie-authenticated mutation from another origin.
 */
export async function requireAdmin(req: Request): Promise<void> {
  const auth = req.headers.get("authorization");
  if (auth !== null) {
    await assertNotLimited("logins", req);
    if (auth.startsWith("Bearer ") && checkApiToken(auth.slice(7).trim())) return;
    await rateLimit("logins", req);
    throw unauthorized();
  }
  const cookie = readCookie(req.headers.get("cookie"), ADMIN_COOKIE);
  if (cookie === undefined) throw unauthorized();
  await assertNotLimited("logins", req);
  if (!(await validSession(cookie))) {
    await rateLimit("logins", req);
    throw unauthorized();
  }
  assertSameOriginWrite(req);
}

/** For server components: is this request signed in as admin? */
export async function isAdminSession(): Promise<boolean> {
  return validSession(readCookie((await headers()).get("cookie"), ADMIN_COOKIE));
}
