// POST /api/programs/{id}/image - upload a program's image (multipart field "image", at most 5 MB).
// Allowed with the program's uploadToken (Authorization: Bearer) or as admin; answers { imageUrl }.
import { NextResponse } from "next/server";
import { notFound, route } from "@/lib/http/errors";
import { requireAdmin } from "@/lib/session/admin";
import { verifyUploadToken } from "@/lib/session/signing";
import { getProgram, isUuid } from "@/features/programs/data";
import { uploadedImage } from "@/lib/images/read-upload";
import { replaceProgramImage } from "@/lib/images/store";
import { rateLimit } from "@/lib/http/rate-limit";
import { methodNotAllowed } from "@/lib/http/methods";

/** "token" for the program's own upload token, "admin" for an admin; throws 401/403 otherwise. */
async function authorize(req: Request, id: string): Promise<"token" | "admin"> {
  const auth = req.headers.get("authorization");
  // The upload token is checked first; any other bearer must be ADMIN_API_TOKEN (a failure counts as one).
  if (auth?.startsWith("Bearer ") && isUuid(id) && (await verifyUploadToken(auth.slice(7).trim(), id.toLowerCase()))) {
    return "token";
  }
  await requireAdmin(req);
  return "admin";
}

export const POST = route<{ id: string }>(async (req, ctx) => {
  const { id } = await ctx.params;
  const as = await authorize(req, id);
  if (as === "token") await rateLimit("uploads", req);
  const program = await getProgram(id, { includeInactive: true });
  if (!program) throw notFound();

  const image = await uploadedImage(req);
  const imageUrl = await replaceProgramImage(program, image, as === "admin" ? { actor: "admin", via: "Image upload" } : { actor: "submitter", via: "Add Business image" });
  if (!imageUrl) throw notFound();

  return NextResponse.json({ imageUrl });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
