import { ExternalLink, History, Pencil } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ownerSessionFromCookies } from "@/lib/session/owner";
import { OwnerSignIn } from "./owner-sign-in";
import { emailWayAvailable, listOwnedPrograms, noticePrefs, ownerEmail, pendingTransfersOf } from "@/features/owners/server";
import { NoticeSettings, OwnerSignOut } from "@/features/owners/client";
import { longDate } from "@/features/programs";

export const metadata: Metadata = { title: "Your listings", robots: { index: false, follow: false } };

/** /owner: the signed-in owner's listings (decisions.md "Owners keep their listing true"), or how to sign in. */
export default async function OwnerPage() {
  const session = await ownerSessionFromCookies();
  if (!session) return <OwnerSignIn />;
  // A session from a website proof is scoped to its listings (issue 51): the account's address, its transfer
  // requests and its notice settings belong to an emailed-link sign-in only, as in the API.
  const whole = session.scope === "all";
  const [programs, email, transfers, notices] = await Promise.all([
    listOwnedPrograms(session),
    whole ? ownerEmail(session.ownerId) : null,
    whole ? pendingTransfersOf(session.ownerId) : [],
    whole ? noticePrefs(session.ownerId) : null,
  ]);
  const noticeBlocker = !emailWayAvailable()
    ? "This site cannot send email at the moment, so no emails go out; your choices are kept for when it can."
    : !email
      ? "You signed in with your website, so we have no address to write to; your choices are kept for when you claim a listing by email."
      : undefined;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your listings</h1>
          <p className="text-muted-foreground">{email ? `Signed in as ${email}.` : "Signed in by website token."} Keep your details true: every change is recorded and shown as updated by the provider.</p>
        </div>
        <OwnerSignOut />
      </header>
      {transfers.length > 0 && (
        <section aria-labelledby="transfers-heading" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <h2 id="transfers-heading" className="font-semibold">
            Waiting for an administrator
          </h2>
          <p className="text-sm">These listings already have an owner. We told them about your request; an administrator checks it and approves or refuses it, and we email you the answer.</p>
          <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="Your transfer requests">
            {transfers.map((t) => (
              <li key={t.id} data-testid="owner-transfer">
                <Link href={`/program/${t.programId}`} className="font-medium underline underline-offset-2">
                  {t.programName}
                </Link>{" "}
                · asked on {longDate(t.createdAt)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {programs.length === 0 ? (
        transfers.length === 0 && <p className="rounded-lg border bg-card p-4 text-muted-foreground">No listings are linked to this sign-in any more. An administrator may have removed it, or approved another owner&rsquo;s request.</p>
      ) : (
        <ul className="space-y-3" aria-label="Your listings">
          {programs.map(({ program, claimedAt }) => (
            <li key={program.id} className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center" data-testid="owner-program">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{program.name}</p>
                <p className="text-sm text-muted-foreground">
                  {program.city}, {program.state} · claimed on {longDate(claimedAt)}
                  {!program.isActive && " · not listed at the moment"}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild className="h-10">
                  <Link href={`/owner/programs/${program.id}`}>
                    <Pencil aria-hidden="true" /> Edit listing and reply to reviews
                  </Link>
                </Button>
                <Button asChild variant="outline" className="h-10">
                  <Link href={`/owner/programs/${program.id}#history`}>
                    <History aria-hidden="true" /> History
                  </Link>
                </Button>
                <Button asChild variant="outline" className="h-10">
                  <Link href={`/program/${program.id}`}>
                    <ExternalLink aria-hidden="true" /> Public page
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {notices ? (
        <NoticeSettings initial={notices} canSend={noticeBlocker === undefined} why={noticeBlocker} />
      ) : (
        <p className="rounded-lg border bg-card p-4 text-sm text-muted-foreground" data-testid="owner-scoped">
          You signed in with your website, so this sign-in reaches only the listings it proved. Your account&rsquo;s email address, requests and notice settings open with a sign-in link sent to the address you claimed with.
        </p>
      )}
    </div>
  );
}
