// GET /api/import/excel/sample - admin: download sample_providers.xlsx
import { route } from "@/lib/http/errors";
import { requireAdmin } from "@/lib/session/admin";
import { sampleXlsx } from "@/features/imports/samples";
import { methodNotAllowed } from "@/lib/http/methods";

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
