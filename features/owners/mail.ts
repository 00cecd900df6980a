import "server-only";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/mail/send";
import { getProgram } from "@/features/programs/data";
import { createClaimToken, EMAIL_LINK_TTL_MS, findOwnerByEmail, transferForMail } from "./data";

/**
 * Owner mail, sent by the "owner-mail" job (features/jobs/registry.ts), never inside a request: the
 * sign-in call answers alike for owners and strangers, since the lookup, the new link and the SMTP
 * conversation all happen later, on the queue (security issue 29, item 5). Job data holds no secret:
 * the link's secret is made here, just before it is sent, and only its digest is stored.
 */
export type OwnerMail =
  | { kind: "sign-in"; email: string }
  | { kind: "claim"; programId: string; email: string }
  | { kind: "transfer-requested"; transferId: string }
  | { kind: "transfer-decided"; transferId: string };

const SITE = "Heavy Metal Detox Directory";

function linkText(secret: string): string {
  const link = new URL(`/owner/verify?token=${encodeURIComponent(secret)}`, env.SITE_URL).toString();
  const minutes = EMAIL_LINK_TTL_MS / 60_000;
  return `Open this link to sign in to ${SITE} and manage your listing:\n\n${link}\n\nIt works once, within ${minutes} minutes. If you did not ask for it, ignore this message.\n`;
}

/** Composes and sends one owner message; answers what was done (the job's output). */
export async function sendOwnerMail(mail: OwnerMail): Promise<{ sent: boolean }> {
  switch (mail.kind) {
    case "sign-in": {
      const owner = await findOwnerByEmail(mail.email);
      if (!owner) return { sent: false }; // a stranger: no mail, and the caller never knew the difference
      const link = await createClaimToken("email-signin", { ownerId: owner.id, email: mail.email });
      await sendMail(mail.email, "Sign in to manage your listings", linkText(link.secret));
      return { sent: true };
    }
    case "claim": {
      const program = await getProgram(mail.programId);
      if (!program) return { sent: false };
      const link = await createClaimToken("email-claim", { programId: program.id, email: mail.email });
      await sendMail(mail.email, `Claim ${program.name}`, linkText(link.secret));
      return { sent: true };
    }
    case "transfer-requested": {
      const t = await transferForMail(mail.transferId);
      if (!t?.fromEmail) return { sent: false }; // an owner proven by website token has no address to write to
      await sendMail(
        t.fromEmail,
        `Someone asked to take over ${t.programName}`,
        `Someone proved a link to ${t.programName} (${t.method === "email" ? `the address ${t.toEmail}` : "the website token"}) and asked to manage it on ${SITE}.\n\n` +
          `The listing stays yours: nothing changes unless an administrator approves the request. If you do not know who this is, reply to this message or write to us through ${new URL("/contact", env.SITE_URL)} before we decide.\n`,
      );
      return { sent: true };
    }
    case "transfer-decided": {
      const t = await transferForMail(mail.transferId);
      if (!t?.toEmail || t.status === "pending") return { sent: false };
      const approved = t.status === "approved";
      await sendMail(
        t.toEmail,
        approved ? `You now manage ${t.programName}` : `Your request for ${t.programName} was refused`,
        approved
          ? `An administrator approved your request: you now manage ${t.programName} on ${SITE}. Sign in at ${new URL("/owner", env.SITE_URL)}.\n`
          : `An administrator refused your request to manage ${t.programName} on ${SITE}; the listing stays with its owner. If you think this is wrong, write to us through ${new URL("/contact", env.SITE_URL)}.\n`,
      );
      return { sent: true };
    }
  }
}
