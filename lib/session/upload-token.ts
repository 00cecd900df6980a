import "server-only";
import { isUuid } from "@/lib/ids";
import { rateLimit } from "@/lib/http/rate-limit";
import { requireAdmin } from "./admin";
import { signingKey, signToken, verifyToken } from "./signing";

/**
 * Upload tokens: Add Business answers one with the new program, so its submitter may upload the image
 * (Authorization: Bearer) for an hour without an account.
 */
/** The key for upload tokens: SESSION_SECRET when set, else a random secret kept in the database. */
async function uploadTokenKey(): Promise<string> {
  return signingKey("upload-token");
}

const UPLOAD_TOKEN_TTL_MS = 60 * 60 * 1000;

export async function createUploadToken(programId: string, now = Date.now()): Promise<string> {
  return signToken(await uploadTokenKey(), programId, UPLOAD_TOKEN_TTL_MS, now);
}

export async function verifyUploadToken(token: string, programId: string, now = Date.now()): Promise<boolean> {
  return verifyToken(await uploadTokenKey(), token, now) === programId;
}

/**
 * The "uploader" access of the route builder: the program's own upload token (rate limited as an
 * upload), else an admin. Any other bearer must be ADMIN_API_TOKEN (a failure counts as a failed login).
 */
export async function requireUploader(req: Request, programId: string): Promise<"token" | "admin"> {
  const auth = req.headers.get("authorization");
  if (auth?.startsWith("Bearer ") && isUuid(programId) && (await verifyUploadToken(auth.slice(7).trim(), programId.toLowerCase()))) {
    await rateLimit("uploads", req);
    return "token";
  }
  await requireAdmin(req);
  return "admin";
}
