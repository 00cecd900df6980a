import "server-only";
import { z } from "zod";
import { DomainError, found, notFound } from "@/lib/errors";
import { assertKeyNotLimited, limitKey, refund } from "@/lib/http/rate-limit";
import { json, noContent } from "@/lib/http/route";
import { ADMIN_COOKIE, adminEnabled, checkPassword, createSessionToken, SESSION_TTL_MS, signOut } from "@/lib/session/admin";
import { setSessionCookie } from "@/lib/session/cookies";
import { totpEnabled, verifyAndConsumeTotp } from "./totp-store";
import { listProgramReplies } from "@/features/reviews/server";
import { programOwner, queueRevertNotice, removeOwner } from "@/features/owners/server";
import { requiredText } from "@/lib/validation/fields";
import { getProgram } from "@/features/programs/server";
import { listChanges, revertChange } from "@/features/programs/server";

/** GET /api/admin/programs/{id}/history: the owner, the change history (newest first) and the replies. */
export async function programHistory(id: string) {
  const program = found(await getProgram(id, { includeInactive: true }));
  const [owner, changes, replies] = await Promise.all([programOwner(program.id), listChanges(program.id), listProgramReplies(program.id)]);
  return { owner: owner && { email: owner.email, method: owner.method, claimedAt: owner.claimedAt }, changes, replies };
}

/** The admin's revert (issue 53, item 5): why, always; and one field of the change, or all of it. */
export const revertRequestSchema = z.object({
  reason: requiredText(500, "Please give a reason for the revert; the owner is told", "Reason"),
  field: z.string({ error: "Field must be text" }).trim().min(1).max(60).optional(),
});

/**
 * POST /api/admin/program-changes/{id}/revert: 201 with the change that puts the old values back; the listing's
 * owner is emailed what changed back and why (on the queue, when the site can send mail).
 */
export async function revertProgramChange(id: string, request: z.output<typeof revertRequestSchema>) {
  const entry = found(await revertChange(id, request), "Change");
  await queueRevertNotice(entry.id);
  return json(entry, 201);
}

export async function removeProgramOwner(programId: string) {
  if (!(await removeOwner(programId))) throw notFound("Owner");
  return noContent();
}

export const loginSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1000),
  code: z.string({ error: "Code must be text" }).max(20).optional(),
});

/** Before anything is counted: admin opens only with a strong ADMIN_PASSWORD. */
export function requireAdminEnabled() {
  if (!adminEnabled()) {
    throw new DomainError("forbidden", "Admin is disabled. Set ADMIN_PASSWORD (at least 12 characters, not a common password) to enable it.");
  }
}

/** POST /api/admin/session: password (and TOTP code when set) to the signed, httpOnly admin cookie. */
/** The one admin account's key in the account-wide failure budget. */
const ADMIN_ACCOUNT = "admin";

export async function signIn(req: Request, { password, code }: z.output<typeof loginSchema>) {
  // The account's own budget of failures, whatever the address they come from (security issue 51, item 1).
  await assertKeyNotLimited("admin-account", ADMIN_ACCOUNT);
  const failed = async (message: string) => {
    await limitKey("admin-account", ADMIN_ACCOUNT);
    return new DomainError("unauthenticated", message);
  };
  if (totpEnabled()) {
    // One message for both factors, so a wrong code does not confirm a right password.
    if (!code) throw new DomainError("unauthenticated", "Enter the 6-digit code from your authenticator app", [{ path: "code", message: "Code is required" }]);
    const passwordOk = checkPassword(password);
    if (!passwordOk || !(await verifyAndConsumeTotp(code))) throw await failed("Invalid password or code");
  } else if (!checkPassword(password)) {
    throw await failed("Invalid password");
  }
  await refund("logins", req);
  const res = json({ ok: true, expiresAt: new Date(Date.now() + SESSION_TTL_MS).toISOString() });
  setSessionCookie(res, ADMIN_COOKIE, await createSessionToken(), SESSION_TTL_MS);
  return res;
}

/** DELETE /api/admin/session: ends every admin session signed so far. */
export async function signOutAnswer(req: Request) {
  await signOut(req);
  const res = noContent();
  setSessionCookie(res, ADMIN_COOKIE, "", 0);
  return res;
}
