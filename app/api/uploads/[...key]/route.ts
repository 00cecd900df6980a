// GET /api/uploads/{key} - serves a stored image (re-encoded WebP only), cached for a year.
// Uploads are served by this route, not from public/, which Next reads only at start-up.
import { z } from "zod";
import { pathParts } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { uploadedFile } from "@/features/programs/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "public", params: z.object({ key: pathParts }) }, ({ params }) => uploadedFile(params.key)),
});
