import { NOTICE_KINDS, type NoticeKind } from "./notice-kinds";
import { z } from "@/lib/validation/zod";
import { LIMITS } from "@/db/limits";
import { emailField } from "@/lib/validation/fields";

/** The address an owner types to claim a listing or sign in (POST /api/programs/{id}/claim/email, /api/owner/sign-in). */
export const ownerEmailSchema = z.object({ email: emailField(LIMITS.email, "Please enter a valid email") });

/** The secret of an emailed sign-in link (POST /api/owner/verify). */
export const linkTokenSchema = z.object({
  token: z.string({ error: "The sign-in link is incomplete" }).min(20, "The sign-in link is incomplete").max(200, "The sign-in link is not valid"),
});

/** GET /api/admin/transfers?status= (pending unless said). */
export const transferListQuerySchema = z.object({
  status: z.enum(["pending", "approved", "refused", "all"], { error: "status must be pending, approved, refused or all" }).default("pending"),
});

/** PATCH /api/admin/transfers/{id}: the administrator's decision on a transfer request. */
export const transferDecisionSchema = z.object({
  decision: z.enum(["approve", "refuse"], { error: "decision must be approve or refuse" }),
});

/** PUT /api/owner/notices: { notices: { kind: on } }; kinds not named stay as they are. */
export const noticePrefsSchema = z.object({
  notices: z
    .object(Object.fromEntries(NOTICE_KINDS.map((k) => [k, z.boolean({ error: `${k} must be true or false` }).optional()])) as Record<NoticeKind, z.ZodOptional<z.ZodBoolean>>)
    .strict(),
});
