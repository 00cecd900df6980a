import "server-only";
import { NextResponse } from "next/server";
import { DomainError, found, notFound } from "@/lib/errors";
import { zipStateProblem } from "@/lib/geo";
import { json, noContent } from "@/lib/http/route";
import { uploadedImage } from "@/lib/images/read-upload";
import { replaceProgramImage } from "@/features/programs/image-store";
import { createUploadToken } from "@/lib/session/upload-token";
import { getStorage, isValidKey } from "@/lib/storage";
import { createProgram, deleteProgram, getProgram, updateProgram } from "./data";
import type { ProgramCreate, ProgramUpdate } from "./schema";

/** POST /api/programs: Add Business; 201 with the program and the token that may upload its image. */
export async function addBusiness(input: ProgramCreate) {
  // A ZIP must belong to the chosen state (issue 53, item 9): the bundled ZIP data, too big for the form's bundle, is checked here.
  const zipProblem = zipStateProblem(input.zipCode, input.state);
  if (zipProblem) throw new DomainError("invalid", zipProblem, [{ path: "zipCode", message: zipProblem }]);
  const program = await createProgram(input);
  return json({ ...program, uploadToken: await createUploadToken(program.id) }, 201);
}

export async function programAnswer(id: string) {
  return found(await getProgram(id));
}

export async function updateProgramAnswer(id: string, patch: ProgramUpdate) {
  return found(await updateProgram(id, patch));
}

export async function deleteProgramAnswer(id: string) {
  if (!(await deleteProgram(id))) throw notFound();
  return noContent();
}

/** POST /api/programs/{id}/image: with the program's upload token (its submitter) or as admin. */
export async function uploadImageAnswer(req: Request, id: string, as: "token" | "admin") {
  const program = await getProgram(id, { includeInactive: true });
  if (!program) throw notFound();
  const actor = as === "admin" ? { actor: "admin" as const, via: "Image upload" } : { actor: "submitter" as const, via: "Add Business image" };
  const imageUrl = await replaceProgramImage(program, await uploadedImage(req), actor);
  if (!imageUrl) throw notFound();
  return { imageUrl };
}

const imageNotFound = () => NextResponse.json({ error: "Image not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });

/** GET /api/uploads/{key}: a stored image (re-encoded WebP only), cached for a year. */
export async function uploadedFile(parts: string | string[]) {
  const key = [parts].flat().join("/");
  // The strict key pattern rules out "..", backslashes, encoded separators and anything not ours.
  if (!isValidKey(key)) return imageNotFound();
  const data = await getStorage().get(key);
  if (!data) return imageNotFound();
  return new NextResponse(new Uint8Array(data), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(data.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
