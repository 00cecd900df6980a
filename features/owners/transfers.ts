import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { claimTransfers as ct, detoxPrograms as p, ownerPrograms as op, owners, programChanges, type ClaimMethod, type TransferStatus } from "@/db/schema";
import { invalidateReads } from "@/lib/cache/read-cache";
import { setActor } from "@/features/programs/server";
import type { Actor } from "@/features/programs";
import { isUuid } from "@/lib/ids";
import { emailMatchesWebsite } from "./email-proof";
import { heldBy, ownerLabel, recordOwnership } from "./ownership";

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

export type TransferOutcome = { entry: TransferEntry; closed: string[] };

/**
 * Admin: approves (the listing moves to the claimant) or refuses a pending request; both outcomes go in
 * the program's history. An approval re-reads who holds the listing now (security issue 51, item 5): when
 * it is no longer the owner the request was made against, "changed-hands"; an email claimant whose address
 * is no longer at the website's domain, "claimant-unproven". Approving refuses the listing's other pending
 * requests (`closed`: each claimant is told). Null for an unknown request; "decided" when decided already.
 */
export async function decideTransfer(id: string, decision: TransferDecision): Promise<TransferOutcome | "decided" | "changed-hands" | "claimant-unproven" | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [t] = await tx.select().from(ct).where(eq(ct.id, id)).for("update");
    if (!t) return null;
    if (t.status !== "pending") return "decided" as const;
    const [program] = await tx.select({ id: p.id, website: p.website }).from(p).where(eq(p.id, t.programId)).for("update");
    const current = await heldBy(tx, t.programId);
    const [claimant] = await tx.select({ email: owners.email }).from(owners).where(eq(owners.id, t.toOwnerId));
    const actor: Actor = { actor: "admin", via: `Manage Programs: transfer ${decision === "approve" ? "approved" : "refused"}` };
    let closed: string[] = [];
    if (decision === "approve") {
      if ((current?.ownerId ?? null) !== t.fromOwnerId) return "changed-hands" as const;
      if (t.method === "email" && !(claimant?.email && emailMatchesWebsite(claimant.email, program?.website ?? null))) return "claimant-unproven" as const;
    }
    await setActor(tx, actor);
    if (decision === "approve") {
      await tx
        .insert(op)
        .values({ programId: t.programId, ownerId: t.toOwnerId, method: t.method })
        .onConflictDoUpdate({ target: op.programId, set: { ownerId: t.toOwnerId, method: t.method, claimedAt: new Date() } });
      await recordOwnership(tx, t.programId, actor, ownerLabel(current), ownerLabel(claimant));
      const others = await tx
        .update(ct)
        .set({ status: "refused", decidedAt: new Date() })
        .where(and(eq(ct.programId, t.programId), eq(ct.status, "pending"), ne(ct.id, id)))
        .returning({ id: ct.id });
      closed = others.map((o) => o.id);
    } else {
      await tx.insert(programChanges).values({
        programId: t.programId,
        actor: actor.actor,
        via: actor.via,
        changes: { ownerTransfer: { old: `requested by ${ownerLabel(claimant)}`, new: "refused; the owner stays" } },
      });
    }
    await tx.update(ct).set({ status: decision === "approve" ? "approved" : "refused", decidedAt: new Date() }).where(eq(ct.id, id));
    return { id, closed };
  });
  if (outcome === null || typeof outcome === "string") return outcome;
  invalidateReads();
  const entry = await transferForMail(id);
  return entry ? { entry, closed: outcome.closed } : null;
}
