import "server-only";
import { env } from "@/lib/env";
import { defineBackground, enqueue } from "@/lib/queue/background";
import { sendOwnerMail, type OwnerMail } from "./mail";
import type { NoticeKind } from "./notice-kinds";

type Notice = Extract<OwnerMail, { kind: NoticeKind }>;

/** The owners' one background job: features/jobs/registry.ts defines it too, before a server's workers start. */
export const OWNER_MAIL = "owner-mail";
export const ownerMailJob = (data: Record<string, unknown>) => sendOwnerMail(data as OwnerMail);
defineBackground(OWNER_MAIL, ownerMailJob);

/** Queues owner mail: it is sent after the answer, on the queue (PostgreSQL) or in this process (PGlite). */
export async function queueOwnerMail(mail: OwnerMail): Promise<void> {
  await enqueue(OWNER_MAIL, mail);
}

/**
 * Queues an owner notice (features/owners/mail.ts sends it, on the "owner-mail" job, after the answer). Without
 * SMTP_URL nothing is queued: the site cannot send mail, and that is not an error.
 */
export async function queueNotice(notice: Notice): Promise<void> {
  if (!env.SMTP_URL) return;
  await queueOwnerMail(notice);
}

/** Tells a listing's owner that an admin reverted a change, and why (issue 53, item 5): queued only with SMTP_URL. */
export async function queueRevertNotice(changeId: string): Promise<void> {
  if (!env.SMTP_URL) return;
  await queueOwnerMail({ kind: "change-reverted", changeId });
}
