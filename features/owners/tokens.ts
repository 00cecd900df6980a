import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { claimTokens, type ClaimTokenKind } from "@/db/schema";

// Claim tokens: website tokens and email links, stored as digests of their secrets.

export const WEBSITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const EMAIL_LINK_TTL_MS = 30 * 60 * 1000;

const digest = (secret: string) => createHash("sha256").update(secret).digest("hex");
const randomText = (bytes: number) => randomBytes(bytes).toString("base64url");

export type NewClaimToken = { id: string; token: string | null; secret: string; expiresAt: Date };

/**
 * A new proof in progress. Website: a public token to publish and a private secret for the claimant's
 * browser, valid 7 days. Email: the link's secret, valid 30 minutes.
 */
export async function createClaimToken(kind: ClaimTokenKind, target: { programId?: string; ownerId?: string; email?: string }, now = Date.now()): Promise<NewClaimToken> {
  const db = await getDb();
  const secret = randomText(32);
  const token = kind === "website" ? `detox-${randomText(24)}` : null;
  const expiresAt = new Date(now + (kind === "website" ? WEBSITE_TOKEN_TTL_MS : EMAIL_LINK_TTL_MS));
  const [row] = await db
    .insert(claimTokens)
    .values({ kind, programId: target.programId ?? null, ownerId: target.ownerId ?? null, email: target.email?.toLowerCase() ?? null, token, secretHash: digest(secret), expiresAt })
    .returning({ id: claimTokens.id });
  return { id: row!.id, token, secret, expiresAt };
}

export type ClaimTokenRow = typeof claimTokens.$inferSelect;

/** The proof a secret stands for (any state), or null. */
export async function findClaimToken(secret: string): Promise<ClaimTokenRow | null> {
  if (!secret || secret.length > 200) return null;
  const db = await getDb();
  const [row] = await db.select().from(claimTokens).where(eq(claimTokens.secretHash, digest(secret)));
  return row ?? null;
}

/** Marks a proof used; false when it already was or has expired meanwhile (each works once). */
export async function spendClaimToken(id: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(claimTokens)
    .set({ usedAt: now })
    .where(and(eq(claimTokens.id, id), sql`${claimTokens.usedAt} is null`, sql`${claimTokens.expiresAt} > ${now}`))
    .returning({ id: claimTokens.id });
  return rows.length > 0;
}

/**
 * Ends the unspent emailed links of an owner (sign-in) or of an address for a listing (claim): a newer link, or
 * signing out, leaves only the newest working (security issue 51, item 10).
 */
export async function expireLinks(target: { ownerId: string } | { programId: string; email: string }, now = new Date()): Promise<void> {
  const db = await getDb();
  const which =
    "ownerId" in target
      ? and(eq(claimTokens.kind, "email-signin"), eq(claimTokens.ownerId, target.ownerId))
      : and(eq(claimTokens.kind, "email-claim"), eq(claimTokens.programId, target.programId), eq(claimTokens.email, target.email.toLowerCase()));
  await db
    .update(claimTokens)
    .set({ expiresAt: now })
    .where(and(which, sql`${claimTokens.usedAt} is null`, sql`${claimTokens.expiresAt} > ${now}`));
}
