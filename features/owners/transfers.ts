import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { claimTransfers as ct, detoxPrograms as p, ownerPrograms as op, owners, programChanges, type ClaimMethod, type TransferStatus } from "@/db/schema";
import { invalidateReads } from "@/lib/cache/read-cache";
import { setActor } from "@/features/programs/server";
import type { Actor } from "@/features/programs";
import { isUuid } from "@/lib/ids";
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
