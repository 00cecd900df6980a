import "server-only";
import { DomainError, found, notFound } from "@/lib/errors";
import { json, noContent } from "@/lib/http/route";
import { uploadedImage } from "@/lib/images/read-upload";
import { replaceProgramImage } from "@/features/programs/server";
import { claimCookieName, OWNER_COOKIE, setSessionCookie } from "@/lib/session/cookies";
import { createOwnerSessionToken, endOwnerSessions, OWNER_SESSION_TTL_MS, readClaimSecret, readOwnerSession, type OwnerSession } from "@/lib/session/owner";
import { getProgram } from "@/features/programs/server";
import type { OwnerProgramUpdate } from "@/features/programs";
import { queueNotice, queueOwnerMail } from "./notify";
import { noticePrefs, readUnsubscribeToken, setNoticePrefs, type NoticePrefs } from "./notices";
import { ALWAYS_ON, NOTICE_LABELS } from "./notice-kinds";
import { emailWayAvailable } from "./email-links";
import { env } from "@/lib/env";
import { limitKey } from "@/lib/http/rate-limit";
import { isUnverifiedOwnerListing } from "@/features/programs";
import { WAITING_FOR_REVIEW } from "./mail";
import { claimProgram, getOwnedProgram, listOwnedPrograms, ownerEmail, ownerImageActor, updateOwnedProgram, type ClaimOutcome } from "./ownership";
import { createClaimToken, EMAIL_LINK_TTL_MS, expireLinks, findClaimToken, spendClaimToken, WEBSITE_TOKEN_TTL_MS } from "./tokens";
import { decideTransfer, pendingTransfersOf, type TransferDecision } from "./transfers";
import { claimDomain, emailClaimRefusal, emailMatchesWebsite } from "./email-proof";
import { findWebsiteToken, META_NAME, proofUrls } from "./website-proof";

/** An answer that signs the owner in (the owner session cookie). */
async function signedIn(body: unknown, session: OwnerSession) {
  const res = json(body);
  setSessionCookie(res, OWNER_COOKIE, await createOwnerSessionToken(session.ownerId, session.scope), OWNER_SESSION_TTL_MS);
  return res;
}

/**
 * A proof for a listing that has another owner: a transfer request (the owner is told by email, and an
 * administrator decides). The claimant is signed in to their own account, which shows the request.
 */
async function transferRequested(outcome: ClaimOutcome & { transfer: { id: string } }, programId: string, signIn = true) {
  await queueNotice({ kind: "transfer-requested", transferId: outcome.transfer.id }); // always sent: it cannot be turned off
  if (!signIn) return json({ signedIn: false, claimed: false, transferRequested: true, programId });
  return signedIn({ signedIn: true, claimed: false, transferRequested: true, programId }, outcome.session);
}

/** What the claim page shows: the token and the two ways to publish it. */
function instructions(website: string, token: string, expiresAt: Date) {
  const urls = proofUrls(website)!;
  return { token, expiresAt, metaTag: `<meta name="${META_NAME}" content="${token}">`, homeUrl: urls.home, fileUrl: urls.file };
}

async function claimable(id: string) {
  const program = found(await getProgram(id));
  if (!program.website || !proofUrls(program.website)) {
    throw new DomainError("invalid", "This listing has no website, so it cannot be claimed with a website token");
  }
  return { ...program, website: program.website };
}

/** POST /api/programs/{id}/claim/website: a new token; its private half stays in this browser's cookie. */
export async function newWebsiteToken(programId: string) {
  const program = await claimable(programId);
  const created = await createClaimToken("website", { programId: program.id });
  const res = json(instructions(program.website, created.token!, created.expiresAt), 201);
  setSessionCookie(res, claimCookieName(program.id), created.secret, WEBSITE_TOKEN_TTL_MS);
  return res;
}

/** GET /api/programs/{id}/claim/website: the token this browser is using, while it is valid. */
export async function currentWebsiteToken(req: Request, programId: string) {
  const program = await claimable(programId);
  const row = await findClaimToken(readClaimSecret(req, program.id) ?? "");
  if (!row || row.kind !== "website" || row.programId !== program.id || row.usedAt || row.expiresAt.getTime() <= Date.now() || !row.token) {
    throw new DomainError("not-found", "No claim in progress for this listing in this browser");
  }
  return instructions(program.website, row.token, row.expiresAt);
}

/** POST /api/programs/{id}/claim/website/check: claims the listing when the website shows this browser's token. */
export async function checkWebsiteToken(req: Request, programId: string) {
  const program = found(await getProgram(programId));
  const row = await findClaimToken(readClaimSecret(req, program.id) ?? "");
  if (!row || row.kind !== "website" || !row.token) throw new DomainError("invalid", "This browser holds no claim token for this listing. Get a token first.");
  if (row.programId !== program.id) throw new DomainError("invalid", "This token belongs to another listing");
  if (row.usedAt) throw new DomainError("invalid", "This token was already used. Get a new token.");
  if (row.expiresAt.getTime() <= Date.now()) throw new DomainError("invalid", "This token has expired. Get a new token.");
  if (!program.website) throw new DomainError("invalid", "This listing has no website, so it cannot be claimed with a website token");
  const proof = await findWebsiteToken(program.website, row.token);
  if (!proof.found) throw new DomainError("unprocessable", proof.reason);
  if (!(await spendClaimToken(row.id))) throw new DomainError("invalid", "This token was already used. Get a new token.");
  const session = await readOwnerSession(req);
  const outcome = await claimProgram({ programId: program.id, method: "website", session });
  // A website proof of a claimed listing opens a request and signs no one in (only an owner already signed in keeps their session).
  const res = outcome.transfer
    ? await transferRequested({ ...outcome, transfer: outcome.transfer }, program.id, session !== null)
    : await signedIn({ claimed: true, programId: program.id, foundIn: proof.found }, outcome.session);
  setSessionCookie(res, claimCookieName(program.id), "", 0);
  return res;
}

/**
 * POST /api/programs/{id}/claim/email: a one-time link (30 minutes) to an address at the website's
 * domain, made and sent on the job queue. Refused for sites on hosting platforms (website token only).
 */
export async function emailClaimLink(programId: string, email: string) {
  const program = found(await getProgram(programId));
  const refusal = emailClaimRefusal(program.website);
  if (refusal) throw new DomainError("invalid", refusal);
  const domain = claimDomain(program.website)!;
  if (!emailMatchesWebsite(email, program.website)) {
    throw new DomainError("invalid", `The address must be at ${domain}, the listing website's domain`, [{ path: "email", message: `Use an address at ${domain}` }]);
  }
  if (isUnverifiedOwnerListing(program)) throw new DomainError("conflict", WAITING_FOR_REVIEW);
  // Caps whatever the address asking (security issue 51, item 7): per recipient, per domain, per listing.
  await limitKey("mail-recipient", email);
  await limitKey("claim-domain", domain);
  await limitKey("claim-listing", program.id);
  await queueOwnerMail({ kind: "claim", programId: program.id, email: email.toLowerCase() });
  return json({ sent: true, expiresAt: new Date(Date.now() + EMAIL_LINK_TTL_MS) }, 202);
}

/**
 * POST /api/owner/sign-in: always 202 after the same work (one job queued), so neither the answer nor its
 * timing tells who is an owner; the job looks the address up and mails only an owner.
 */
export async function emailSignInLink(email: string) {
  await limitKey("mail-recipient", email); // counted for every address alike: the answer still tells nothing
  await queueOwnerMail({ kind: "sign-in", email: email.toLowerCase() });
  return json({ sent: true }, 202);
}

const INVALID = "This sign-in link is not valid. Ask for a new one.";
const USED = "This sign-in link was already used. Ask for a new one.";

/** POST /api/owner/verify: follows an emailed link once: claims the listing or signs the owner in. */
export async function followLink(token: string) {
  const row = await findClaimToken(token);
  if (!row || (row.kind !== "email-claim" && row.kind !== "email-signin") || !row.email) throw new DomainError("invalid", INVALID);
  if (row.usedAt) throw new DomainError("invalid", USED);
  if (row.expiresAt.getTime() <= Date.now()) throw new DomainError("invalid", "This sign-in link has expired. Ask for a new one.");
  let session: OwnerSession;
  if (row.kind === "email-claim") {
    const program = row.programId ? await getProgram(row.programId) : null;
    // The website may have changed since the link was sent: the address must still be at its domain.
    if (!program || !emailMatchesWebsite(row.email, program.website)) throw new DomainError("invalid", INVALID);
    if (!(await spendClaimToken(row.id))) throw new DomainError("invalid", USED);
    const outcome = await claimProgram({ programId: program.id, method: "email", email: row.email });
    if (outcome.transfer) return transferRequested({ ...outcome, transfer: outcome.transfer }, program.id);
    session = outcome.session;
  } else {
    if (!row.ownerId || !(await spendClaimToken(row.id))) throw new DomainError("invalid", USED);
    session = { ownerId: row.ownerId, scope: "all" };
  }
  return signedIn({ signedIn: true, programId: row.programId }, session);
}

/**
 * Account-wide calls (the owner's address and requests, notice settings, signing out everywhere) need a session
 * of the whole account, from an emailed link: a session scoped to listings proven by website token opens only
 * those listings (security issue 51, item 6).
 */
const wholeAccount = (session: OwnerSession) => session.scope === "all";
function requireWholeAccount(session: OwnerSession) {
  if (!wholeAccount(session)) throw new DomainError("forbidden", "Sign in with an emailed link to manage your account");
}

/** GET /api/owner/session: the owner and the programs this session may edit (a listing-scoped session: only those, without the account's address or requests). */
export async function ownerSessionAnswer(session: OwnerSession) {
  const whole = wholeAccount(session);
  const [programs, transfers] = await Promise.all([listOwnedPrograms(session), whole ? pendingTransfersOf(session.ownerId) : []]);
  return {
    owner: { id: session.ownerId, email: whole ? await ownerEmail(session.ownerId) : null },
    programs: programs.map(({ program, claimedAt, method }) => ({ id: program.id, name: program.name, city: program.city, state: program.state, claimedAt, method })),
    pendingTransfers: transfers.map((t) => ({ id: t.id, programId: t.programId, programName: t.programName, createdAt: t.createdAt })),
  };
}

/** DELETE /api/owner/session: every session of this owner ends (a listing-scoped session: this browser's only). */
export async function ownerSignOut(session: OwnerSession) {
  if (wholeAccount(session)) {
    await endOwnerSessions(session.ownerId);
    await expireLinks({ ownerId: session.ownerId }); // and the emailed links not yet followed
  }
  const res = noContent();
  setSessionCookie(res, OWNER_COOKIE, "", 0);
  return res;
}

export async function ownedProgram(session: OwnerSession, id: string) {
  return found(await getOwnedProgram(session, id));
}

export async function editOwnedProgram(session: OwnerSession, id: string, patch: OwnerProgramUpdate) {
  return found(await updateOwnedProgram(session, id, patch));
}

/** POST /api/owner/programs/{id}/image: through the same image pipeline as every upload. */
export async function ownerImage(req: Request, session: OwnerSession, id: string) {
  const program = found(await getOwnedProgram(session, id));
  const imageUrl = await replaceProgramImage(program, await uploadedImage(req), ownerImageActor(session));
  if (!imageUrl) throw notFound();
  return { imageUrl };
}

/** PATCH /api/admin/transfers/{id}: approve or refuse a pending request; the claimant is told by email. */
export async function decideTransferRequest(id: string, decision: TransferDecision) {
  const outcome = await decideTransfer(id, decision);
  if (outcome === "decided") throw new DomainError("conflict", "This request was already decided");
  if (outcome === "changed-hands") throw new DomainError("conflict", "The listing changed hands since this request");
  if (outcome === "claimant-unproven") throw new DomainError("conflict", "The claimant's address is no longer at the listing website's domain");
  const { entry, closed } = found(outcome);
  // The claimant, and each claimant whose request the approval closed, is told.
  for (const transferId of [entry.id, ...closed]) await queueOwnerMail({ kind: "transfer-decided", transferId });
  return entry;
}

/** GET /api/owner/notices: which notices the signed-in owner gets by email, and whether this site can send any. */
export async function ownerNotices(session: OwnerSession) {
  requireWholeAccount(session);
  return { notices: await noticePrefs(session.ownerId), emailWorks: emailWayAvailable(), email: await ownerEmail(session.ownerId) };
}

/** PUT /api/owner/notices: turns notice kinds on or off. */
export async function saveOwnerNotices(session: OwnerSession, change: Partial<NoticePrefs>) {
  requireWholeAccount(session);
  const locked = ALWAYS_ON.find((k) => change[k] === false);
  if (locked) throw new DomainError("invalid", `"${NOTICE_LABELS[locked]}" emails cannot be turned off`, [{ path: `notices.${locked}`, message: "This email is always sent" }]);
  const prefs = await setNoticePrefs(session.ownerId, change);
  if (!prefs) throw notFound("Owner");
  return { notices: prefs };
}

/** A plain page for the unsubscribe link (unstyled: /api answers carry `default-src 'none'`). */
const page = (status: number, title: string, body: string) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>` +
      `<body><h1>${title}</h1>${body}</body></html>`,
    { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } },
  );

const ALWAYS_SENT = "Emails about a request to take over your listing are always sent, so that no listing changes hands without its owner knowing.";
const BAD_LINK = "This unsubscribe link is not valid. Sign in to choose which emails you get.";

/**
 * GET /api/owner/notices/unsubscribe?token=: a confirmation page with one button (a GET changes nothing, since
 * mail scanners open links); the button POSTs as a mail program's one-click unsubscribe does.
 */
export async function unsubscribePage(req: Request) {
  const token = new URL(req.url).searchParams.get("token") ?? "";
  const target = await readUnsubscribeToken(token);
  const manage = `<p><a href="${new URL("/owner", env.SITE_URL)}">Choose which emails you get</a> when signed in.</p>`;
  if (!target) return page(400, "Unsubscribe", `<p>${BAD_LINK}</p>${manage}`);
  if (ALWAYS_ON.includes(target.kind)) return page(200, "Unsubscribe", `<p>${ALWAYS_SENT}</p>${manage}`);
  const action = `/api/owner/notices/unsubscribe?token=${encodeURIComponent(token)}`;
  return page(
    200,
    "Unsubscribe",
    `<p>Stop emails of this kind: <strong>${NOTICE_LABELS[target.kind]}</strong>?</p>` +
      `<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>${manage}`,
  );
}

/**
 * POST /api/owner/notices/unsubscribe?token= (RFC 8058 one-click: body `List-Unsubscribe=One-Click`, no
 * cookies): the signed token names the owner and the kind, which is turned off. 400 for a bad token.
 */
export async function unsubscribeOneClick(req: Request) {
  const target = await readUnsubscribeToken(new URL(req.url).searchParams.get("token") ?? "");
  if (!target) throw new DomainError("invalid", BAD_LINK);
  if (ALWAYS_ON.includes(target.kind)) return page(200, "Unsubscribe", `<p>${ALWAYS_SENT}</p>`);
  await setNoticePrefs(target.ownerId, { [target.kind]: false });
  return page(200, "Unsubscribed", `<p>You will no longer get emails of this kind: <strong>${NOTICE_LABELS[target.kind]}</strong>. You can turn them back on from your <a href="${new URL("/owner", env.SITE_URL)}">listings page</a>.</p>`);
}
