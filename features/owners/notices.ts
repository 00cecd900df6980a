import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { claimTransfers, detoxPrograms as p, ownerPrograms as op, owners, programChanges, programReports, reviews as r } from "@/db/schema";
import { listChanges } from "@/features/programs/server";
import type { ChangeEntry } from "@/features/programs";
import { isUuid } from "@/lib/ids";
import { env } from "@/lib/env";
import { signingKey, signToken, verifyToken } from "@/lib/session/signing";
import { ALWAYS_ON, NOTICE_KINDS, type NoticeKind } from "./notice-kinds";

/**
 * Owner notices (issue 32, item 4): the emails about an owner's listings, each kind on unless the owner turned
 * it off (owners.notices_off). Every notice carries a one-click unsubscribe link (RFC 8058): a token signed
 * with the site's key that names the owner and the kind, so the link needs no session and no stored secret.
 */

/** How long an emailed unsubscribe link works (an old message's link should keep working). */
const UNSUBSCRIBE_TTL_MS = 5 * 365 * 24 * 60 * 60 * 1000;

async function noticeKey(): Promise<string> {
  return signingKey("owner-notices");
}

const isKind = (v: unknown): v is NoticeKind => (NOTICE_KINDS as readonly unknown[]).includes(v);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The token of an unsubscribe link: `notice_{ownerId}_{kind}.{expires}.{signature}`. */
export async function unsubscribeToken(ownerId: string, kind: NoticeKind, now = Date.now()): Promise<string> {
  return signToken(await noticeKey(), `notice_${ownerId}_${kind}`, UNSUBSCRIBE_TTL_MS, now);
}

/** The owner and kind a valid token names; null for a forged, tampered or expired one. */
export async function readUnsubscribeToken(token: string): Promise<{ ownerId: string; kind: NoticeKind } | null> {
  if (token.length > 300) return null;
  const payload = verifyToken(await noticeKey(), token);
  const m = payload ? /^notice_([0-9a-f-]{36})_([a-z-]+)$/.exec(payload) : null;
  if (!m || !UUID.test(m[1]!) || !isKind(m[2])) return null;
  return { ownerId: m[1]!, kind: m[2] };
}

/** The one-click unsubscribe URL of a notice (the List-Unsubscribe header and the link in the message). */
export async function unsubscribeUrl(ownerId: string, kind: NoticeKind): Promise<string> {
  const url = new URL("/api/owner/notices/unsubscribe", env.SITE_URL);
  url.searchParams.set("token", await unsubscribeToken(ownerId, kind));
  return url.toString();
}

export type NoticePrefs = Record<NoticeKind, boolean>;

const prefsOf = (off: readonly string[]): NoticePrefs => Object.fromEntries(NOTICE_KINDS.map((k) => [k, ALWAYS_ON.includes(k) || !off.includes(k)])) as NoticePrefs;

/** Which notices the owner gets (all on for an unknown owner: nothing is stored about them). */
export async function noticePrefs(ownerId: string): Promise<NoticePrefs> {
  const db = await getDb();
  const [row] = await db.select({ off: owners.noticesOff }).from(owners).where(eq(owners.id, ownerId));
  return prefsOf(row?.off ?? []);
}

/** Whether this owner gets this kind of notice. */
export async function wantsNotice(ownerId: string, kind: NoticeKind): Promise<boolean> {
  return (await noticePrefs(ownerId))[kind];
}

/** Turns kinds on or off (kinds not named stay as they are), in one statement; answers the new preferences. */
export async function setNoticePrefs(ownerId: string, change: Partial<NoticePrefs>): Promise<NoticePrefs | null> {
  const off = NOTICE_KINDS.filter((k) => change[k] === false && !ALWAYS_ON.includes(k));
  const on = NOTICE_KINDS.filter((k) => change[k] === true);
  const db = await getDb();
  const [row] = await db
    .update(owners)
    .set({
      noticesOff: sql`(select coalesce(jsonb_agg(distinct k), '[]'::jsonb) from jsonb_array_elements_text(${owners.noticesOff} || ${JSON.stringify(off)}::jsonb) as k where k not in (select jsonb_array_elements_text(${JSON.stringify(on)}::jsonb)))`,
      updatedAt: new Date(),
    })
    .where(eq(owners.id, ownerId))
    .returning({ off: owners.noticesOff });
  return row ? prefsOf(row.off) : null;
}

/** What a notice needs to know: the listing, and who holds it now (and their address). */
type Listing = { programId: string; programName: string; ownerId: string | null; email: string | null };

async function listingOf(programId: string): Promise<Listing | null> {
  const db = await getDb();
  const [row] = await db
    .select({ programId: p.id, programName: p.name, ownerId: op.ownerId, email: owners.email })
    .from(p)
    .leftJoin(op, eq(op.programId, p.id))
    .leftJoin(owners, eq(owners.id, op.ownerId))
    .where(eq(p.id, programId));
  return row ?? null;
}

/** A review and its listing's owner, when the review exists. */
export async function reviewNoticeFacts(reviewId: string): Promise<(Listing & { title: string; rating: number; userName: string; isPublished: boolean }) | null> {
  if (!isUuid(reviewId)) return null;
  const db = await getDb();
  const [row] = await db.select({ programId: r.programId, title: r.title, rating: r.rating, userName: r.userName, isPublished: r.isPublished }).from(r).where(eq(r.id, reviewId));
  const listing = row && (await listingOf(row.programId));
  return row && listing ? { ...row, ...listing } : null;
}

/** A report and its listing's owner (never the reporter's address or words). */
export async function reportNoticeFacts(reportId: string): Promise<(Listing & { reason: string; status: string }) | null> {
  if (!isUuid(reportId)) return null;
  const db = await getDb();
  const [row] = await db.select({ programId: programReports.programId, reason: programReports.reason, status: programReports.status }).from(programReports).where(eq(programReports.id, reportId));
  const listing = row && (await listingOf(row.programId));
  return row && listing ? { ...row, ...listing } : null;
}

/** The owner whose listing a transfer request is about (the owner when it was asked). */
export async function transferOwnerId(transferId: string): Promise<string | null> {
  if (!isUuid(transferId)) return null;
  const db = await getDb();
  const [row] = await db.select({ ownerId: claimTransfers.fromOwnerId }).from(claimTransfers).where(eq(claimTransfers.id, transferId));
  return row?.ownerId ?? null;
}

/** The author of a removed reply (their address) and the review it answered. */
export async function removedReplyFacts(ownerId: string, reviewId: string): Promise<{ email: string | null; programId: string; programName: string; title: string } | null> {
  if (!isUuid(ownerId) || !isUuid(reviewId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ email: owners.email, programId: p.id, programName: p.name, title: r.title })
    .from(r)
    .innerJoin(p, eq(p.id, r.programId))
    .innerJoin(owners, eq(owners.id, ownerId))
    .where(eq(r.id, reviewId));
  return row ?? null;
}

/** An admin's revert and the listing's owner now (issue 53, item 5): what changed back, and why. */
export async function revertNoticeFacts(changeId: string): Promise<(Listing & { change: ChangeEntry }) | null> {
  if (!isUuid(changeId)) return null;
  const db = await getDb();
  const [row] = await db.select({ programId: programChanges.programId, revertOf: programChanges.revertOf }).from(programChanges).where(eq(programChanges.id, changeId));
  if (!row?.revertOf) return null;
  const [listing, changes] = await Promise.all([listingOf(row.programId), listChanges(row.programId, 200)]);
  const change = changes.find((c) => c.id === changeId);
  return listing && change ? { ...listing, change } : null;
}
