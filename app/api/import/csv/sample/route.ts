// GET /api/import/csv/sample - admin: download sample_providers.csv
import { route } from "@/lib/http/errors";
import { requireAdmin } from "@/lib/session/admin";
import { sampleCsv } from "@/features/imports/samples";
import { methodNotAllowed } from "@/lib/http/methods";

export const GET = route(async (req) => {
  await requireAdmin(req);
  return new Response(sampleCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="sample_providers.csv"',
      "Cache-Control": "no-store",
    },
  });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
