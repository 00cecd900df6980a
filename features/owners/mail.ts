import "server-only";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/mail/send";
import { getProgram } from "@/features/programs/server";
import { isUnverifiedOwnerListing } from "@/features/programs";
import { createClaimToken, EMAIL_LINK_TTL_MS, expireLinks } from "./tokens";
import { findOwnerByEmail, programOwner } from "./ownership";
import { transferForMail } from "./transfers";
import { removedReplyFacts, reportNoticeFacts, revertNoticeFacts, reviewNoticeFacts, transferOwnerId, unsubscribeUrl, wantsNotice } from "./notices";
import { ALWAYS_ON, NOTICE_LABELS, type NoticeKind } from "./notice-kinds";
import { changeLines } from "@/features/programs";

/**
 * Owner mail, sent by the "owner-mail" background job (features/owners/notify.ts), never inside a request: the
 * sign-in call answers alike for owners and strangers, since the lookup, the new link and the SMTP
 * conversation all happen later, on the queue (security issue 29, item 5). Job data holds no secret:
 * the link's secret is made here, just before it is sent, and only its digest is stored.
 *
 * Notices (issue 32, item 4; features/owners/notices.ts) are the kinds named in NOTICE_KINDS: they are
 * queued only when SMTP_URL is set (features/owners/notify.ts), look up the owner when sent (so an owner
 * who turned the kind off in between gets nothing), and carry a one-click unsubscribe (RFC 8058).
 */
export type OwnerMail =
  | { kind: "sign-in"; email: string }
  | { kind: "claim"; programId: string; email: string }
  | { kind: "transfer-requested"; transferId: string }
  | { kind: "transfer-decided"; transferId: string }
  | { kind: "review-published"; reviewId: string }
  | { kind: "report-resolved"; reportId: string; reasonLabel: string }
  | { kind: "reply-removed"; ownerId: string; reviewId: string }
  | { kind: "change-reverted"; changeId: string };

const SITE = "Heavy Metal Detox Directory";
const SIGN_IN_SUBJECT = "Your sign-in link";

/** A name as plain text in quotes: control characters and line breaks out, 120 characters at most. */
const quoted = (name: string) => JSON.stringify(name.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").slice(0, 120));

/** A listing sent through Add Business and not yet checked by an administrator (isUnverifiedOwnerListing): no claim mail goes out for it. */
export const WAITING_FOR_REVIEW = "This listing is waiting for review: it can be claimed by email once an administrator has checked it.";

/**
 * The link's text says what following it does (issue 53, item 7): sign in to manage your listings, claim a
 * listing nobody manages, or, on a listing someone else manages, ask for a transfer that an administrator decides.
 */
function linkText(secret: string, purpose: "sign-in" | "claim" | "transfer"): string {
  const link = new URL(`/owner/verify?token=${encodeURIComponent(secret)}`, env.SITE_URL).toString();
  const minutes = EMAIL_LINK_TTL_MS / 60_000;
  const what = {
    "sign-in": `Open this link to sign in to ${SITE} and manage your listings:`,
    claim: `Open this link to confirm your address and claim the listing:`,
    transfer: `This listing is already managed by someone else. Opening this link confirms your address and sends a transfer request: we tell the current owner, an administrator decides, and we email you the answer. Until then the listing stays with its owner.\n\nConfirm your address and send the request:`,
  }[purpose];
  return `${what}\n\n${link}\n\nIt works once, within ${minutes} minutes. If you did not ask for it, ignore this message.\n`;
}

const listingLink = (programId: string) => new URL(`/owner/programs/${programId}`, env.SITE_URL).toString();
const historyLink = (programId: string) => new URL(`/owner/programs/${programId}#history`, env.SITE_URL).toString();
const contactLink = () => new URL("/contact", env.SITE_URL).toString();

/**
 * Where an owner answers a notice (issue 53, item 7): a reply reaches CONTACT_EMAIL when it is set (the
 * message's Reply-To); otherwise the text gives the contact form, never "reply to this message".
 */
const replyTo = () => env.CONTACT_EMAIL;
const answerLine = (what = "") => `${replyTo() ? "reply to this message or " : ""}write to us through ${contactLink()}${what ? ` ${what}` : ""}`;

/**
 * Sends a notice unless the owner turned its kind off: the text ends with the plain unsubscribe link, and the
 * headers carry it for the mail program's own button (List-Unsubscribe, List-Unsubscribe-Post: one click).
 */
async function sendNotice(kind: NoticeKind, to: { ownerId: string | null; email: string | null }, subject: string, text: string): Promise<{ sent: boolean; reason?: string }> {
  if (!to.ownerId || !to.email) return { sent: false, reason: "no-address" };
  if (!(await wantsNotice(to.ownerId, kind))) return { sent: false, reason: "turned-off" };
  if (ALWAYS_ON.includes(kind)) {
    await sendMail(to.email, subject, `${text}\n--\nYou get this email because you manage a listing on ${SITE}. It is always sent: no listing changes hands without its owner knowing.\n`, undefined, replyTo());
    return { sent: true };
  }
  const unsubscribe = await unsubscribeUrl(to.ownerId, kind);
  const footer =
    `\n--\nYou get this email because you manage a listing on ${SITE} ("${NOTICE_LABELS[kind]}").\n` +
    `To stop this kind of email: ${unsubscribe}\nChoose which emails you get when signed in: ${new URL("/owner", env.SITE_URL)}\n` +
    `To object or ask us anything, ${answerLine()}.\n`;
  await sendMail(to.email, subject, text + footer, { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }, replyTo());
  return { sent: true };
}

/** Composes and sends one owner message; answers what was done (the job's output). */
export async function sendOwnerMail(mail: OwnerMail): Promise<{ sent: boolean }> {
  switch (mail.kind) {
    case "sign-in": {
      const owner = await findOwnerByEmail(mail.email);
      if (!owner) return { sent: false }; // a stranger: no mail, and the caller never knew the difference
      await expireLinks({ ownerId: owner.id });
      const link = await createClaimToken("email-signin", { ownerId: owner.id, email: mail.email });
      await sendMail(mail.email, SIGN_IN_SUBJECT, linkText(link.secret, "sign-in"));
      return { sent: true };
    }
    case "claim": {
      const program = await getProgram(mail.programId);
      if (!program || isUnverifiedOwnerListing(program)) return { sent: false };
      await expireLinks({ programId: program.id, email: mail.email });
      const link = await createClaimToken("email-claim", { programId: program.id, email: mail.email });
      // A neutral subject; the listing's name (anyone's writing, for an Add Business listing) only in the body, quoted.
      const holder = await programOwner(program.id);
      const purpose = holder && holder.email?.toLowerCase() !== mail.email.trim().toLowerCase() ? "transfer" : "claim";
      await sendMail(mail.email, SIGN_IN_SUBJECT, `You asked ${purpose === "transfer" ? "to take over" : "to manage"} the listing ${quoted(program.name)} on ${SITE}.\n\n${linkText(link.secret, purpose)}`);
      return { sent: true };
    }
    case "transfer-requested": {
      const t = await transferForMail(mail.transferId);
      if (!t) return { sent: false };
      // An owner proven by website token has no address to write to: sendNotice sends nothing then.
      return sendNotice(
        "transfer-requested",
        { ownerId: await transferOwnerId(t.id), email: t.fromEmail },
        `Someone asked to take over ${t.programName}`,
        `Someone proved a link to ${t.programName} (${t.method === "email" ? `the address ${t.toEmail}` : "the website token"}) and asked to manage it on ${SITE}.\n\n` +
          `The listing stays yours: nothing changes unless an administrator approves the request. If you do not know who this is, ${answerLine("before we decide")}.\n`,
      );
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
    case "review-published": {
      const f = await reviewNoticeFacts(mail.reviewId);
      if (!f?.isPublished) return { sent: false }; // gone, or unpublished again before the mail left
      return sendNotice(
        "review-published",
        f,
        `New review published on ${f.programName}`,
        `A review of ${f.programName} was published on ${SITE}: "${f.title}", ${f.rating} of 5 stars, by ${f.userName}.\n\n` +
          `You can reply to it once, publicly, from your listing page: ${listingLink(f.programId)}\n` +
          `A reply must never confirm that the reviewer is a patient or mention their care.\n`,
      );
    }
    case "report-resolved": {
      const f = await reportNoticeFacts(mail.reportId);
      if (f?.status !== "resolved") return { sent: false };
      return sendNotice(
        "report-resolved",
        f,
        `A reported problem with ${f.programName} was resolved`,
        `Someone reported a problem with your listing ${f.programName} on ${SITE} ("${mail.reasonLabel || f.reason}"), and an administrator has now resolved it.\n\n` +
          `Please check that your listing is still right: ${listingLink(f.programId)}\n`,
      );
    }
    case "change-reverted": {
      const f = await revertNoticeFacts(mail.changeId);
      if (!f?.ownerId || !f.email) return { sent: false }; // no owner, or one proven by website token: no address
      const lines = f.change.fields.flatMap(changeLines).map((l) => `- ${l.label}: now ${l.new} again (it was ${l.old})`);
      await sendMail(
        f.email,
        `A change to ${f.programName} was reverted`,
        `An administrator of ${SITE} put back part of your listing ${quoted(f.programName)}:\n\n${lines.join("\n")}\n\n` +
          `Reason: ${f.change.reason ?? "(none given)"}\n\n` +
          `Your listing's history: ${historyLink(f.programId)}\n` +
          `If you think this is wrong, ${answerLine("and tell us why")}.\n` +
          `--\nYou get this email because you manage this listing on ${SITE}. It is always sent: no change to your listing is undone without you knowing.\n`,
        undefined,
        replyTo(),
      );
      return { sent: true };
    }
    case "reply-removed": {
      const f = await removedReplyFacts(mail.ownerId, mail.reviewId);
      if (!f) return { sent: false };
      return sendNotice(
        "reply-removed",
        { ownerId: mail.ownerId, email: f.email },
        `Your reply on ${f.programName} was removed`,
        `An administrator removed your reply to the review "${f.title}" of ${f.programName} on ${SITE}.\n\n` +
          `A reply must never confirm that the reviewer is a patient or mention their care. You may write a new reply from your listing page: ${listingLink(f.programId)}\n`,
      );
    }
  }
}
