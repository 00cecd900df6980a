// GET /api/admin/reports?status=open|resolved|dismissed|all - admin: problem reports, newest first,
// with the program's id and name (default: open)
import { handlers, route } from "@/lib/http/route";
import { listReports } from "@/features/reports/server";
import { reportListQuerySchema } from "@/features/reports/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "admin", query: reportListQuerySchema }, ({ query }) => listReports(query.status)),
});
