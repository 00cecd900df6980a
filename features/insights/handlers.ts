import "server-only";
import { notFound } from "@/lib/errors";
import { json } from "@/lib/http/route";
import type { OwnerSession } from "@/lib/session/owner";
import { owns } from "@/features/owners/server";
import { countEvent, isActiveProgram, programExists, programInsights } from "./data";
import { notCounted } from "./bot-filter";
import type { InsightRange, InsightType } from "./types";

/** POST /api/programs/{id}/events: 202 {} whether counted or left out (bots, prefetches); 404 for no active program. */
export async function recordEvent(req: Request, programId: string, type: InsightType) {
  const known = notCounted(req) ? await isActiveProgram(programId) : await countEvent(programId, type);
  if (!known) throw notFound();
  return json({}, 202);
}

/** GET /api/owner/programs/{id}/insights: only the session's own listing (404 otherwise, as its other owner calls). */
export async function ownerInsights(session: OwnerSession, programId: string, days: InsightRange) {
  if (!(await owns(session, programId))) throw notFound();
  return programInsights(programId, days);
}

/** GET /api/admin/programs/{id}/insights: any program, listed or not. */
export async function adminInsights(programId: string, days: InsightRange) {
  if (!(await programExists(programId))) throw notFound();
  return programInsights(programId, days);
}
