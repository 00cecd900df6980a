// GET /api/programs - the directory list with filters, sort and pages (X-Total-Count)
// POST /api/programs - add a business (public, rate limited); 201 with the program and an uploadToken
import { handlers, route } from "@/lib/http/route";
import { addBusiness } from "@/features/programs/server";
import { programCreateSchema } from "@/features/programs/server";
import { listAnswer } from "@/features/search/server";
import { LIST_PARAMS, programListQuerySchema } from "@/features/search/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "public", query: programListQuerySchema, lists: LIST_PARAMS }, ({ query }) => listAnswer(query)),
  POST: route({ access: "public", rateLimit: "programs", body: programCreateSchema }, ({ body }) => addBusiness(body)),
});
