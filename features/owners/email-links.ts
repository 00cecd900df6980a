import "server-only";
import { DomainError } from "@/lib/errors";
import { env } from "@/lib/env";

/** Without SMTP_URL the email way does not exist: its calls answer 404. */
export function requireEmailWay(): void {
  if (!env.SMTP_URL) throw new DomainError("not-found", "Email sign-in is not available on this site");
}

/** Whether pages offer the email way. */
export const emailWayAvailable = () => env.SMTP_URL !== undefined;
