import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db";
import { detoxPrograms, programReports as rep } from "@/db/schema";
import type { ReportCreate, ReportReason, ReportStatus, ReportUpdate } from "@/features/reports/schema";
import { isUuid } from "@/lib/ids";

/** What an admin sees of a report: the reporter's email included (admins only, never public). */
export type AdminReport = {
  id: string;
  programId: string;
  programName: string;
  reason: ReportReason;
  details: string;
  email: string | null;
  status: ReportStatus;
  note: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
};

type Conn = Pick<Db, "insert" | "select">;

/** Files a report on an active program; null when there is no such program. Answers only id and status. */
export async function createReport(programId: string, input: ReportCreate): Promise<{ id: string; status: "open" } | null> {
  if (!isUuid(programId)) return null;
  const db = await getDb();
  const [program] = await db
    .select({ id: detoxPrograms.id })
    .from(detoxPrograms)
    .where(and(eq(detoxPrograms.id, programId), eq(detoxPrograms.isActive, true)))
    .limit(1);
  if (!program) return null;
  const [row] = await db.insert(rep).values({ programId, ...input, status: "open" }).returning({ id: rep.id });
  return { id: row!.id, status: "open" };
}

/** A report opened by our own checks (the NPI verification job), in the caller's transaction if given. */
export async function openSystemReport(programId: string, details: string, conn?: Conn): Promise<void> {
  const db = conn ?? (await getDb());
  await db.insert(rep).values({ programId, reason: "other", details: details.slice(0, 1000), status: "open" });
}

/** Opens a system report unless the same finding is already open for that program (one open report per finding). */
export async function openSystemReportOnce(programId: string, details: string, conn: Conn): Promise<void> {
  const [already] = await conn
    .select({ id: rep.id })
    .from(rep)
    .where(and(eq(rep.programId, programId), eq(rep.status, "open"), eq(rep.details, details.slice(0, 1000))))
    .limit(1);
  if (!already) await openSystemReport(programId, details, conn);
}

async function selectReports(where: SQL | undefined, limit: number): Promise<AdminReport[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: rep.id,
      programId: rep.programId,
      programName: detoxPrograms.name,
      reason: rep.reason,
      details: rep.details,
      email: rep.email,
      status: rep.status,
      note: rep.note,
      createdAt: rep.createdAt,
      resolvedAt: rep.resolvedAt,
    })
    .from(rep)
    .innerJoin(detoxPrograms, eq(detoxPrograms.id, rep.programId))
    .where(where)
    .orderBy(desc(rep.createdAt), desc(rep.id))
    .limit(limit);
  return rows as AdminReport[];
}

/** Reports for the admin, newest first, with the program's id and name. */
export function listReports(status: ReportStatus | "all", limit = 200): Promise<AdminReport[]> {
  return selectReports(status === "all" ? undefined : eq(rep.status, status), limit);
}


/**
 * Resolves or dismisses a report with an optional note; null when it does not exist. `newlyResolved` when
 * this call resolved a report that was not resolved (the listing's owner is told: features/owners/notify.ts).
 */
export async function updateReport(id: string, change: ReportUpdate): Promise<{ report: AdminReport; newlyResolved: boolean } | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const now = new Date();
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: rep.status }).from(rep).where(eq(rep.id, id)).for("update");
    if (!before) return null;
    await tx.update(rep).set({ status: change.status, note: change.note, resolvedAt: now, updatedAt: now }).where(eq(rep.id, id));
    return { newlyResolved: change.status === "resolved" && before.status !== "resolved" };
  });
  if (!updated) return null;
  const [full] = await selectReports(eq(rep.id, id), 1);
  return full ? { report: full, newlyResolved: updated.newlyResolved } : null;
}
