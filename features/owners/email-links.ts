import "server-only";
import { DomainError } from "@/lib/errors";
import { env } from "@/lib/env";
import { EMAIL_LINK_TTL_MS } from "@/features/owners/data";
import { sendMail } from "./email-proof";

/** Without SMTP_URL the email way does not exist: its calls answer 404. */
export function requireEmailWay(): void {
  if (!env.SMTP_URL) throw new DomainError("not-found", "Email sign-in is not available on this site");
}

/** Whether pages offer the email way. */
export const emailWayAvailable = () => env.SMTP_URL !== undefined;

/** The one-time link to /owner/verify, by email. */
export async function sendSignInLink(to: string, secret: string, subject: string): Promise<void> {
  const link = new URL(`/owner/verify?token=${encodeURIComponent(secret)}`, env.SITE_URL).toString();
  const minutes = EMAIL_LINK_TTL_MS / 60_000;
  await sendMail(
    to,
    subject,
    `Open this link to sign in to Heavy Metal Detox Directory and manage your listing:\n\n${link}\n\nIt works once, within ${minutes} minutes. If you did not ask for it, ignore this message.\n`,
  );
}
