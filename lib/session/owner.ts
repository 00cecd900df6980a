import "server-only";
import { eq, sql } from "drizzle-orm";
import { headers } from "next/headers";
import { getDb } from "@/db";
import { owners } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { assertSameOriginWrite } from "./origin";
import { claimCookieName, OWNER_COOKIE, readCookie } from "./cookies";
import { signingKey, signToken, verifyToken } from "./signing";

/**
 * The owner session (decisions.md "Owners keep their listing true"): a signed cookie apart from admin's
 * (its own name and its own key, so neither opens the other's calls), with the same cookie rules, for 7
 * days. It names the owner, the owner's session version (sign-out bumps it: every earlier cookie ends) and
 * its scope: "all" of the owner's programs after an email proof, or the listed programs proven by website
 * token in this browser. Every owner call also checks, in the data layer, that the program is the owner's.
 */
export const OWNER_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export { OWNER_COOKIE };

export type OwnerScope = "all" | string[];
export type OwnerSession = { ownerId: string; scope: OwnerScope };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_SCOPED_PROGRAMS = 50;

async function ownerKey(): Promise<string> {
  return signingKey("owner-session");
}

/** Whether a session may act on this program (the data layer checks ownership on top). */
export const inScope = (session: OwnerSession, programId: string) => session.scope === "all" || session.scope.includes(programId.toLowerCase());

/** The union of two scopes (a website proof while signed in adds its program). */
export function widenScope(a: OwnerScope | undefined, b: OwnerScope): OwnerScope {
  if (a === "all" || b === "all") return "all";
  return [...new Set([...(a ?? []), ...b])].slice(-MAX_SCOPED_PROGRAMS);
}

/** The cookie value; the payload has no dots (signToken's separator): `owner_{id}_{version}_{scope}`. */
export async function createOwnerSessionToken(ownerId: string, scope: OwnerScope, now = Date.now()): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ version: owners.sessionVersion }).from(owners).where(eq(owners.id, ownerId));
  if (!row) throw new Error("unknown owner");
  const scopeText = scope === "all" ? "all" : scope.join("~");
  return signToken(await ownerKey(), `owner_${ownerId}_${row.version}_${scopeText}`, OWNER_SESSION_TTL_MS, now);
}

/** The session a cookie value stands for, or null (bad signature, expired, signed out, owner gone). */
async function sessionOf(token: string | undefined): Promise<OwnerSession | null> {
  if (!token) return null;
  const payload = verifyToken(await ownerKey(), token);
  const m = payload?.match(/^owner_([0-9a-f-]{36})_(\d{1,9})_(all|[0-9a-f~-]{36,2000})$/);
  if (!m || !UUID.test(m[1]!)) return null;
  const scope: OwnerScope = m[3] === "all" ? "all" : m[3]!.split("~");
  if (scope !== "all" && !scope.every((id) => UUID.test(id))) return null;
  const db = await getDb();
  const [row] = await db.select({ version: owners.sessionVersion }).from(owners).where(eq(owners.id, m[1]!));
  if (!row || String(row.version) !== m[2]) return null;
  return { ownerId: m[1]!, scope };
}

/** The owner session of a request, or null. */
export function readOwnerSession(req: Request): Promise<OwnerSession | null> {
  return sessionOf(readCookie(req.headers.get("cookie"), OWNER_COOKIE));
}

/** The guard of every owner route handler: 401 without a valid owner session, 403 for a cross-origin write. */
export async function requireOwner(req: Request): Promise<OwnerSession> {
  const session = await readOwnerSession(req);
  if (!session) throw new DomainError("unauthenticated", "Authentication required");
  assertSameOriginWrite(req);
  return session;
}

/** For server components (the /owner pages): the signed-in owner, or null. */
export async function ownerSessionFromCookies(): Promise<OwnerSession | null> {
  return sessionOf(readCookie((await headers()).get("cookie"), OWNER_COOKIE));
}

/** Sign-out: every session of this owner ends (the version moves on). */
export async function endOwnerSessions(ownerId: string): Promise<void> {
  const db = await getDb();
  await db.update(owners).set({ sessionVersion: sql`${owners.sessionVersion} + 1`, updatedAt: new Date() }).where(eq(owners.id, ownerId));
}

export const readClaimSecret = (req: Request, programId: string) => readCookie(req.headers.get("cookie"), claimCookieName(programId));
