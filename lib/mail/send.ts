import "server-only";
import { env } from "@/lib/env";

/**
 * Sends one plain-text message through SMTP_URL (nodemailer). Called only from queued jobs
 * (features/jobs/registry.ts, "owner-mail"), never in a request, so no answer's timing tells whether a
 * message went out (security issue 29, item 5). `headers`: e.g. an owner notice's List-Unsubscribe;
 * `replyTo`: where a reply goes (the site's CONTACT_EMAIL on notices to owners), since no-reply@ reads nothing.
 */
export async function sendMail(to: string, subject: string, text: string, headers?: Record<string, string>, replyTo?: string): Promise<void> {
  const url = env.SMTP_URL;
  if (!url) throw new Error("SMTP_URL is not set");
  const nodemailer = await import("nodemailer");
  const transport = nodemailer.createTransport(url);
  try {
    await transport.sendMail({ from: env.SMTP_FROM ?? `Heavy Metal Detox Directory <no-reply@${new URL(env.SITE_URL).hostname}>`, to, subject, text, headers, ...(replyTo ? { replyTo } : {}) });
  } finally {
    transport.close();
  }
}
