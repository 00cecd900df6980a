// GET /api/import/excel/sample - admin: download sample_providers.xlsx
import { route } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/auth/admin";
import { sampleXlsx } from "@/lib/import/samples";
import { methodNotAllowed } from "@/lib/api/methods";

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

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
