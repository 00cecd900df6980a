import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db";
import {
  claimTokens,
  claimTransfers as ct,
  detoxPrograms as p,
  ownerPrograms as op,
  owners,
  programChanges,
  reviewReplies,
  reviews as r,
  type ClaimMethod,
  type ClaimTokenKind,
  type ProgramRow,
  type TransferStatus,
} from "@/db/schema";
import { inScope, widenScope, type OwnerSession } from "@/lib/session/owner";
import type { OwnerProgramUpdate } from "@/features/programs/schema";
import { cachedRead, invalidateReads } from "@/lib/cache/read-cache";
import { setActor, type Actor } from "@/features/programs/history";
import { isUuid } from "@/lib/ids";
import { updateProgram, type Program } from "@/features/programs/data";
import { listPublishedReviews, type PublishedReview } from "@/features/reviews/data";

/**
 * Owners, their listings, claim tokens and review replies (decisions.md "Owners keep their listing true").
 * Every function that acts for an owner takes the owner's session and checks, in the same query or
 * transaction as the work, that the program is the owner's and inside the session's scope.
 */

export const WEBSITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const EMAIL_LINK_TTL_MS = 30 * 60 * 1000;

const digest = (secret: string) => createHash("sha256").update(secret).digest("hex");
const randomText = (bytes: number) => randomBytes(bytes).toString("base64url");

const ownerAs = (ownerId: string, via: string): Actor => ({ actor: "owner", ownerId, via });

/** What the history shows for an owner: the email, or that they proved it by website. */
const ownerLabel = (o: { email: string | null } | undefined | null) => (o ? (o.email ?? "owner proven by website token") : null);

async function recordOwnership(tx: Tx, programId: string, actor: Actor, old: string | null, now: string | null): Promise<void> {
  await tx.insert(programChanges).values({
    programId,
    actor: actor.actor,
    ownerId: actor.ownerId ?? null,
    via: actor.via,
    changes: { owner: { old, new: now } },
  });
}

/** A program's owner, or null when unclaimed. */
export async function programOwner(programId: string): Promise<{ ownerId: string; email: string | null; method: ClaimMethod; claimedAt: Date } | null> {
  if (!isUuid(programId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ ownerId: op.ownerId, email: owners.email, method: op.method, claimedAt: op.claimedAt })
    .from(op)
    .innerJoin(owners, eq(owners.id, op.ownerId))
    .where(eq(op.programId, programId));
  return row ?? null;
}

/** Who holds the listing now, inside the caller's transaction (after it locked the program row). */
async function heldBy(tx: Tx, programId: string): Promise<{ ownerId: string; email: string | null } | undefined> {
  const [row] = await tx.select({ ownerId: op.ownerId, email: owners.email }).from(op).innerJoin(owners, eq(owners.id, op.ownerId)).where(eq(op.programId, programId));
  return row;
}

export type ClaimProof = { programId: string; method: ClaimMethod; email?: string | null; session?: OwnerSession | null };
export type ClaimOutcome = { session: OwnerSession; transfer: { id: string } | null };

/**
 * Gives an unclaimed listing to whoever just proved they run it, and answers the session to sign them in
 * with. A listing has one owner, and a claimed listing never changes owner without consent (decisions.md
 * "Claims, mail and backups"): a proof by someone else becomes a transfer request that an administrator
 * approves or refuses (`decideTransfer`), and the current owner is told by email. Email proof: the
 * claimant is that address's owner (found or created) and signs in as such. Website proof: a signed-in
 * owner claims for their account; otherwise the proof signs in as the listing's current owner, for this
 * listing only (the website is the same proof as before), or creates a new owner for an unclaimed listing.
 */
export async function claimProgram(proof: ClaimProof): Promise<ClaimOutcome> {
  const db = await getDb();
  const email = proof.email?.trim().toLowerCase() || null;
  const outcome = await db.transaction(async (tx): Promise<ClaimOutcome> => {
    // One claim of a listing at a time.
    await tx.select({ id: p.id }).from(p).where(eq(p.id, proof.programId)).for("update");
    const current = await heldBy(tx, proof.programId);
    let ownerId: string;
    if (email) {
      const [found] = await tx.select({ id: owners.id }).from(owners).where(sql`lower(${owners.email}) = ${email}`);
      ownerId = found?.id ?? (await tx.insert(owners).values({ email }).returning({ id: owners.id }))[0]!.id;
    } else if (proof.session) {
      ownerId = proof.session.ownerId;
    } else if (current) {
      ownerId = current.ownerId;
    } else {
      ownerId = (await tx.insert(owners).values({}).returning({ id: owners.id }))[0]!.id;
    }
    if (current && current.ownerId !== ownerId) {
      // Someone else holds it: a request, not a move. The claimant signs in to their own account.
      const [created] = await tx
        .insert(ct)
        .values({ programId: proof.programId, fromOwnerId: current.ownerId, toOwnerId: ownerId, method: proof.method })
        .onConflictDoNothing()
        .returning({ id: ct.id });
      const [pending] = created
        ? [created]
        : await tx.select({ id: ct.id }).from(ct).where(and(eq(ct.programId, proof.programId), eq(ct.toOwnerId, ownerId), eq(ct.status, "pending")));
      const scope = email ? "all" : proof.session?.ownerId === ownerId ? proof.session.scope : [];
      return { session: { ownerId, scope }, transfer: pending ? { id: pending.id } : null };
    }
    const actor = ownerAs(ownerId, `Claim (${proof.method === "email" ? "email link" : "website token"})`);
    await setActor(tx, actor);
    if (!current) {
      const [me] = await tx.select({ email: owners.email }).from(owners).where(eq(owners.id, ownerId));
      await tx.insert(op).values({ programId: proof.programId, ownerId, method: proof.method });
      await recordOwnership(tx, proof.programId, actor, null, ownerLabel(me));
    }
    const scope = email ? "all" : widenScope(proof.session?.ownerId === ownerId ? proof.session.scope : undefined, [proof.programId.toLowerCase()]);
    return { session: { ownerId, scope }, transfer: null };
  });
  invalidateReads(); // the page's "Claimed by the provider"
  return outcome;
}

export type TransferEntry = {
  id: string;
  programId: string;
  programName: string;
  status: TransferStatus;
  method: ClaimMethod;
  fromEmail: string | null;
  toEmail: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

const fromOwner = sql<string | null>`(select o.email from ${owners} o where o.id = ${ct.fromOwnerId})`;
const toOwner = sql<string | null>`(select o.email from ${owners} o where o.id = ${ct.toOwnerId})`;
const transferColumns = {
  id: ct.id,
  programId: ct.programId,
  programName: p.name,
  status: ct.status,
  method: ct.method,
  fromEmail: fromOwner,
  toEmail: toOwner,
  createdAt: ct.createdAt,
  decidedAt: ct.decidedAt,
};

/** Admin: transfer requests, newest first (pending, decided, or all). */
export async function listTransfers(status: TransferStatus | "all" = "pending", limit = 100): Promise<TransferEntry[]> {
  const db = await getDb();
  return db
    .select(transferColumns)
    .from(ct)
    .innerJoin(p, eq(p.id, ct.programId))
    .where(status === "all" ? undefined : eq(ct.status, status))
    .orderBy(sql`${ct.createdAt} desc`, asc(ct.id))
    .limit(limit);
}

/** One request with the names its messages need, or null. */
export async function transferForMail(id: string): Promise<TransferEntry | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db.select(transferColumns).from(ct).innerJoin(p, eq(p.id, ct.programId)).where(eq(ct.id, id));
  return row ?? null;
}

/** The requests an owner made that wait for an administrator (shown on their dashboard). */
export async function pendingTransfersOf(ownerId: string): Promise<TransferEntry[]> {
  const db = await getDb();
  return db
    .select(transferColumns)
    .from(ct)
    .innerJoin(p, eq(p.id, ct.programId))
    .where(and(eq(ct.toOwnerId, ownerId), eq(ct.status, "pending")))
    .orderBy(sql`${ct.createdAt} desc`);
}

export type TransferDecision = "approve" | "refuse";

/**
 * Admin: approves (the listing moves to the claimant) or refuses a pending request; both outcomes go in
 * the program's history. Null for an unknown request; "decided" when it was decided already.
 */
export async function decideTransfer(id: string, decision: TransferDecision): Promise<TransferEntry | "decided" | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [t] = await tx.select().from(ct).where(eq(ct.id, id)).for("update");
    if (!t) return null;
    if (t.status !== "pending") return "decided" as const;
    await tx.select({ id: p.id }).from(p).where(eq(p.id, t.programId)).for("update");
    const current = await heldBy(tx, t.programId);
    const [claimant] = await tx.select({ email: owners.email }).from(owners).where(eq(owners.id, t.toOwnerId));
    const actor: Actor = { actor: "admin", via: `Manage Programs: transfer ${decision === "approve" ? "approved" : "refused"}` };
    await setActor(tx, actor);
    if (decision === "approve") {
      await tx
        .insert(op)
        .values({ programId: t.programId, ownerId: t.toOwnerId, method: t.method })
        .onConflictDoUpdate({ target: op.programId, set: { ownerId: t.toOwnerId, method: t.method, claimedAt: new Date() } });
      await recordOwnership(tx, t.programId, actor, ownerLabel(current), ownerLabel(claimant));
    } else {
      await tx.insert(programChanges).values({
        programId: t.programId,
        actor: actor.actor,
        via: actor.via,
        changes: { ownerTransfer: { old: `requested by ${ownerLabel(claimant)}`, new: "refused; the owner stays" } },
      });
    }
    await tx.update(ct).set({ status: decision === "approve" ? "approved" : "refused", decidedAt: new Date() }).where(eq(ct.id, id));
    return id;
  });
  if (outcome === null || outcome === "decided") return outcome;
  invalidateReads();
  return transferForMail(id);
}

export type ClaimFacts = { claimed: boolean; ownerUpdatedAt: Date | null };

/** What the program page's Listing facts say about the claim (cached with the page's other reads). */
export function claimFacts(programId: string): Promise<ClaimFacts> {
  if (!isUuid(programId)) return Promise.resolve({ claimed: false, ownerUpdatedAt: null });
  return cachedRead(`claim:${programId}`, async () => {
    const db = await getDb();
    const [row] = await db
      .select({
        claimed: sql<boolean>`exists (select 1 from ${op} where ${op.programId} = ${programId})`,
        ownerUpdatedAt: sql<Date | null>`(select max(${programChanges.createdAt}) from ${programChanges} where ${programChanges.programId} = ${programId} and ${programChanges.actor} = 'owner' and not (${programChanges.changes} ? 'owner'))`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
      })
      .from(sql`(select 1) as one`);
    return { claimed: Boolean(row?.claimed), ownerUpdatedAt: row?.ownerUpdatedAt ?? null };
  });
}

/**
 * Which listings have an owner (the cards' "Claimed by the provider"): every claimed id, read once per change
 * of the data like other reads (a claim, a transfer or a deletion clears the read cache), so a page of results
 * asks nothing more of the database.
 */
export function claimedPrograms(): Promise<ReadonlySet<string>> {
  return cachedRead("claimed-programs", async () => {
    const db = await getDb();
    return new Set((await db.select({ id: op.programId }).from(op)).map((row) => row.id));
  });
}

/** Whether the program is this session's: in its scope and held by its owner (inside `tx` when given). */
export async function owns(session: OwnerSession, programId: string, tx?: Tx): Promise<boolean> {
  if (!isUuid(programId) || !inScope(session, programId)) return false;
  const q = tx ?? (await getDb());
  const [row] = await q
    .select({ one: sql`1` })
    .from(op)
    .where(and(eq(op.programId, programId), eq(op.ownerId, session.ownerId)))
    .limit(1);
  return Boolean(row);
}

export type OwnedProgram = { program: ProgramRow; claimedAt: Date; method: ClaimMethod };

/** The session's programs, by name. */
export async function listOwnedPrograms(session: OwnerSession): Promise<OwnedProgram[]> {
  const db = await getDb();
  const rows = await db
    .select({ program: p, claimedAt: op.claimedAt, method: op.method })
    .from(op)
    .innerJoin(p, eq(p.id, op.programId))
    .where(and(eq(op.ownerId, session.ownerId), session.scope === "all" ? undefined : inArray(op.programId, session.scope)))
    .orderBy(asc(p.name), asc(p.id));
  return rows;
}

/** One of the session's programs (active or not), or null. */
export async function getOwnedProgram(session: OwnerSession, programId: string): Promise<ProgramRow | null> {
  if (!(await owns(session, programId))) return null;
  const db = await getDb();
  const [row] = await db.select().from(p).where(eq(p.id, programId));
  return row ?? null;
}

/** The owner's edit: only the fields of OwnerProgramUpdate; null when the program is not theirs. */
export function updateOwnedProgram(session: OwnerSession, programId: string, patch: OwnerProgramUpdate): Promise<Program | null> {
  return updateProgram(programId, patch, ownerAs(session.ownerId, "Owner dashboard"), (tx) => owns(session, programId, tx));
}

/** The actor of an owner's image upload, after the ownership check. */
export const ownerImageActor = (session: OwnerSession): Actor => ownerAs(session.ownerId, "Owner dashboard image");

/**
 * The program's published reviews with their replies, newest first (what the public sees; pending and
 * rejected reviews stay with the moderators); null when the program is not theirs.
 */
export async function listOwnerReviews(session: OwnerSession, programId: string): Promise<PublishedReview[] | null> {
  if (!(await owns(session, programId))) return null;
  return (await listPublishedReviews(programId)) ?? [];
}

export type ReplyResult = { status: "created"; reply: { id: string; body: string; createdAt: Date } } | { status: "not-found" } | { status: "exists" };

/** The provider's one public reply to a published review of one of their programs. */
export async function createReply(session: OwnerSession, reviewId: string, body: string): Promise<ReplyResult> {
  if (!isUuid(reviewId)) return { status: "not-found" };
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<ReplyResult> => {
    const [review] = await tx
      .select({ programId: r.programId })
      .from(r)
      .innerJoin(op, eq(op.programId, r.programId))
      .where(and(eq(r.id, reviewId), eq(r.isPublished, true), eq(op.ownerId, session.ownerId)));
    if (!review || !inScope(session, review.programId)) return { status: "not-found" };
    const [row] = await tx
      .insert(reviewReplies)
      .values({ reviewId, ownerId: session.ownerId, body })
      .onConflictDoNothing({ target: reviewReplies.reviewId })
      .returning({ id: reviewReplies.id, body: reviewReplies.body, createdAt: reviewReplies.createdAt });
    return row ? { status: "created", reply: row } : { status: "exists" };
  });
  if (result.status === "created") invalidateReads();
  return result;
}

/** Admin: removes the provider's reply to a review; answers its author (null when there was no reply). */
export async function deleteReply(reviewId: string): Promise<{ ownerId: string | null } | null> {
  if (!isUuid(reviewId)) return null;
  const db = await getDb();
  const [row] = await db.delete(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).returning({ ownerId: reviewReplies.ownerId });
  invalidateReads();
  return row ?? null;
}

/** Admin: takes the listing away from its owner (recorded in the history). False when it had none. */
export async function removeOwner(programId: string): Promise<boolean> {
  if (!isUuid(programId)) return false;
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ email: owners.email })
      .from(op)
      .innerJoin(owners, eq(owners.id, op.ownerId))
      .where(eq(op.programId, programId))
      .for("update", { of: op });
    if (!current) return false;
    await tx.delete(op).where(eq(op.programId, programId));
    await recordOwnership(tx, programId, { actor: "admin", via: "Manage Programs: owner removed" }, ownerLabel(current), null);
    return true;
  });
  invalidateReads();
  return removed;
}

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

/** The owner's email (shown on the dashboard), or null. */
export async function ownerEmail(ownerId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ email: owners.email }).from(owners).where(eq(owners.id, ownerId));
  return row?.email ?? null;
}

export type AdminReply = { reviewId: string; reviewTitle: string; reviewer: string; body: string; createdAt: Date };

/** Admin: the provider's replies on a program's reviews, newest first. */
export async function listProgramReplies(programId: string): Promise<AdminReply[]> {
  if (!isUuid(programId)) return [];
  const db = await getDb();
  return db
    .select({ reviewId: r.id, reviewTitle: r.title, reviewer: r.userName, body: reviewReplies.body, createdAt: reviewReplies.createdAt })
    .from(reviewReplies)
    .innerJoin(r, eq(r.id, reviewReplies.reviewId))
    .where(eq(r.programId, programId))
    .orderBy(sql`${reviewReplies.createdAt} desc`);
}

/** The owner with this email, or null. */
export async function findOwnerByEmail(email: string): Promise<{ id: string } | null> {
  const db = await getDb();
  const [row] = await db.select({ id: owners.id }).from(owners).where(sql`lower(${owners.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}
