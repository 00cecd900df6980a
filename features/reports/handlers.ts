import "server-only";
import { found } from "@/lib/errors";
import { json } from "@/lib/http/route";
import { queueNotice } from "@/features/owners/server";
import { createReport, updateReport } from "./data";
import { REPORT_REASON_LABELS, type ReportCreate, type ReportReason, type ReportUpdate } from "./schema";

/** POST /api/programs/{id}/reports: 201 { id, status: "open" } and nothing else (never the email). */
export async function fileReport(programId: string, input: ReportCreate) {
  return json(found(await createReport(programId, input)), 201);
}

/** PATCH /api/admin/reports/{id}: a report newly resolved is told to the listing's owner (a notice, when SMTP is set). */
export async function closeReport(id: string, change: ReportUpdate) {
  const { report, newlyResolved } = found(await updateReport(id, change), "Report");
  if (newlyResolved) await queueNotice({ kind: "report-resolved", reportId: report.id, reasonLabel: REPORT_REASON_LABELS[report.reason as ReportReason] ?? report.reason });
  return report;
}
