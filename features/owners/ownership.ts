import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db";
import { claimTransfers as ct, detoxPrograms as p, ownerPrograms as op, owners, programChanges, type ClaimMethod, type ProgramRow } from "@/db/schema";
import { inScope, widenScope, type OwnerSession } from "@/lib/session/owner";
import type { OwnerProgramUpdate } from "@/features/programs";
import { cachedRead, invalidateReads } from "@/lib/cache/read-cache";
import { setActor } from "@/features/programs/server";
import type { Actor } from "@/features/programs";
import { isUuid } from "@/lib/ids";
import { updateProgram } from "@/features/programs/server";
import type { Program } from "@/features/programs";

/**
 * Owners, their listings, claim tokens and review replies (decisions.md "Owners keep their listing true").
 * Every function that acts for an owner takes the owner's session and checks, in the same query or
 * transaction as the work, that the program is the owner's and inside the session's scope.
 */
export const ownerAs = (ownerId: string, via: string): Actor => ({ actor: "owner", ownerId, via });

/** What the history shows for an owner: the email, or that they proved it by website. */
export const ownerLabel = (o: { email: string | null } | undefined | null) => (o ? (o.email ?? "owner proven by website token") : null);

export async function recordOwnership(tx: Tx, programId: string, actor: Actor, old: string | null, now: string | null): Promise<void> {
  await tx.insert(programChanges).values({
    programId,
    actor: actor.actor,
    ownerId: actor.ownerId ?? null,
    via: actor.via,
    changes: { owner: { old, new: now } },
  });
}

/** Who holds the listing now, inside the caller's transaction (after it locked the program row). */
export async function heldBy(tx: Tx, programId: string): Promise<{ ownerId: string; email: string | null } | undefined> {
  const [row] = await tx.select({ ownerId: op.ownerId, email: owners.email }).from(op).innerJoin(owners, eq(owners.id, op.ownerId)).where(eq(op.programId, programId));
  return row;
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
    } else {
      // A website proof never signs anyone in as a listing's owner (security issue 51, item 6): whoever can
      // publish on the site (an agency, a former employee) gets an owner of their own, and on a claimed
      // listing a transfer request.
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

/** The owner's email (shown on the dashboard), or null. */
export async function ownerEmail(ownerId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ email: owners.email }).from(owners).where(eq(owners.id, ownerId));
  return row?.email ?? null;
}

/** The owner with this email, or null. */
export async function findOwnerByEmail(email: string): Promise<{ id: string } | null> {
  const db = await getDb();
  const [row] = await db.select({ id: owners.id }).from(owners).where(sql`lower(${owners.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}
