// POST /api/owner/programs/{id}/image - the owner uploads the listing's image (multipart field "image",
// at most 5 MB), through the same pipeline as every upload; answers { imageUrl }.
import { NextResponse } from "next/server";
import { notFound, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { requireOwner } from "@/lib/session/owner";
import { getOwnedProgram, ownerImageActor } from "@/features/owners/data";
import { uploadedImage } from "@/lib/images/read-upload";
import { replaceProgramImage } from "@/lib/images/store";
import { rateLimit } from "@/lib/http/rate-limit";

export const POST = route<{ id: string }>(async (req, { params }) => {
  const session = await requireOwner(req);
  await rateLimit("uploads", req);
  const program = await getOwnedProgram(session, (await params).id);
  if (!program) throw notFound();
  const imageUrl = await replaceProgramImage(program, await uploadedImage(req), ownerImageActor(session));
  if (!imageUrl) throw notFound();
  return NextResponse.json({ imageUrl });
});

const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
