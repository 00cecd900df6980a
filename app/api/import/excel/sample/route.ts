// GET /api/import/excel/sample - admin: download sample_providers.xlsx
import { route } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/auth/admin";
import { sampleXlsx } from "@/lib/import/samples";

export const GET = route(async (req) => {
  await requireAdmin(req);
  return new Response(new Uint8Array(await sampleXlsx()), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": 'attachment; filename="sample_providers.xlsx"',
      "Cache-Control": "no-store",
    },
  });
});
