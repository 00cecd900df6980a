// GET /api/import/csv/sample - admin: download sample_providers.csv
import { route } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/auth/admin";
import { sampleCsv } from "@/lib/import/samples";

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
