import "server-only";
import { found } from "@/lib/errors";
import { json } from "@/lib/http/route";
import { createReport, updateReport } from "./data";
import type { ReportCreate, ReportUpdate } from "./schema";

/** POST /api/programs/{id}/reports: 201 { id, status: "open" } and nothing else (never the email). */
export async function fileReport(programId: string, input: ReportCreate) {
  return json(found(await createReport(programId, input)), 201);
}

export async function closeReport(id: string, change: ReportUpdate) {
  return found(await updateReport(id, change), "Report");
}
