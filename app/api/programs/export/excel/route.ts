// GET /api/programs/export/excel - admin: download detox-practitioners-{date}.xlsx (every practitioner with its program)
import { route } from "@/lib/http/errors";
import { requireAdmin } from "@/lib/session/admin";
import { practitionersWorkbook } from "@/features/imports/export";
import { methodNotAllowed } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

export const GET = route(async (req) => {
  await requireAdmin(req);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(new Uint8Array(await practitionersWorkbook()), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="detox-practitioners-${date}.xlsx"`,
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
