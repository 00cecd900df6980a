import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { parseWith } from "@/lib/errors";
import { queryObject } from "@/lib/http/query";
import { flag } from "./job-input";
import { runRecorded, type JobKind } from "./registry";

/**
 * The body of every admin job route (after its admin check): parse the query string with the job's
 * schema, run it recorded in `job_runs`, and answer the result, or 202 `{ jobId }` with `async=true`.
 */
export async function startJob(req: Request, kind: JobKind, inputSchema: z.ZodType<Record<string, unknown>>): Promise<NextResponse> {
  const query = queryObject(new URL(req.url).searchParams);
  const input = parseWith(inputSchema, query);
  const async = parseWith(flag, query.async);
  const run = await runRecorded(kind, input, { async });
  if (!run.result) return NextResponse.json({ jobId: run.jobId }, { status: 202 });
  return NextResponse.json({ jobId: run.jobId, ...run.result });
}
