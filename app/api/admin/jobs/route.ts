// GET /api/admin/jobs?kind=verify-npi&limit=3 - admin: the last runs of a job kind, newest first, with progress, results and what a queued run waits behind
import { handlers, route } from "@/lib/http/route";
import { jobRunsQuerySchema, recentJobRuns } from "@/features/jobs/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "admin", query: jobRunsQuerySchema }, async ({ query }) => ({ runs: await recentJobRuns(query.kind, query.limit) })),
});
