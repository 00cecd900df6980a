import "server-only";
import { env } from "@/lib/env";
import { enqueue } from "@/features/jobs/registry";
import type { OwnerMail } from "./mail";
import type { NoticeKind } from "./notice-kinds";

type Notice = Extract<OwnerMail, { kind: NoticeKind }>;

/**
 * Queues an owner notice (features/owners/mail.ts sends it, on the "owner-mail" job, after the answer). Without
 * SMTP_URL nothing is queued: the site cannot send mail, and that is not an error.
 */
export async function queueNotice(notice: Notice): Promise<void> {
  if (!env.SMTP_URL) return;
  await enqueue("owner-mail", notice);
}
