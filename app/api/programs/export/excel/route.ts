// GET /api/programs/export/excel - admin: download detox-practitioners-{date}.xlsx (every practitioner with its program)
import { handlers, route } from "@/lib/http/route";
import { practitionersExport } from "@/features/imports/server";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({ GET: route({ access: "admin" }, practitionersExport) });
