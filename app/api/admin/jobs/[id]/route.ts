// GET /api/admin/jobs/{id} - admin: a job run's status, progress (done of total) and, when done, its result
import { found } from "@/lib/errors";
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { getJobRun } from "@/features/jobs/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "admin", params: idParams("Job") }, async ({ params }) => found(await getJobRun(params.id), "Job")),
});
