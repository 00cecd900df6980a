// GET /api/admin/transfers?status=pending|approved|refused|all - admin: requests to take over a claimed
// listing, newest first (a claimed listing never changes owner without an administrator's approval)
import { handlers, route } from "@/lib/http/route";
import { listTransfers } from "@/features/owners/server";
import { transferListQuerySchema } from "@/features/owners/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "admin", query: transferListQuerySchema }, ({ query }) => listTransfers(query.status)),
});
