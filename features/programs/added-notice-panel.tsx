"use client";

import Link from "next/link";
import { useState } from "react";
import { CircleCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiFetch, serverMessage } from "@/lib/http/client";
import { ADDED_KEY as KEY, type Added } from "./added-key";

/** The next step after Add Business, loaded only in the browser that added the listing (added-notice.tsx). */

/** Whether `email` is at `domain` or one of its subdomains (the server checks again, with the public suffix list). */
const atDomain = (email: string, domain: string) => {
  const host = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
};

const LINK = "font-medium text-primary underline underline-offset-4";

export function AddedNoticePanel({ programId, hasWebsite, emailDomain, stored, waiting = false }: { programId: string; hasWebsite: boolean; emailDomain: string | null; stored: string; waiting?: boolean }) {
  const [dismissed, setDismissed] = useState(false);
  const [mail, setMail] = useState<{ state: "idle" | "sending" | "sent" } | { state: "failed"; message: string }>({ state: "idle" });
  let added: Added | null = null;
  try {
    added = stored ? (JSON.parse(stored) as Added) : null;
  } catch {
    added = null;
  }
  if (dismissed || !added || added.id !== programId) return null;
  const email = added.email.trim();
  const atWebsite = Boolean(emailDomain && email && atDomain(email, emailDomain));
  // No claim mail goes out for a listing waiting for review (security issue 51, item 7): the website way works now.
  const canMail = atWebsite && !waiting;

  async function sendLink() {
    setMail({ state: "sending" });
    try {
      await apiFetch(`/api/programs/${programId}/claim/email`, { json: { email } });
      setMail({ state: "sent" });
    } catch (e) {
      setMail({ state: "failed", message: serverMessage(e, "Could not send the link. Please try again.") });
    }
  }

  return (
    <section aria-labelledby="added-heading" data-testid="added-notice" className="mt-6 rounded-lg border border-primary/40 bg-primary/5 p-4 sm:p-5">
      <h2 id="added-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CircleCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
        Your listing is in the directory
      </h2>
      <p className="mt-2 leading-7">
        It waits for review: until our team verifies it, it shows &ldquo;Not verified&rdquo; and search engines are asked
        not to index it. People can already find it here.
      </p>
      <h3 className="mt-4 font-semibold">Next: manage this listing</h3>
      <p className="mt-1 leading-7 text-muted-foreground">
        Claiming it lets you keep it true, upload photos and reply to reviews. Here is the quickest way for this listing.
      </p>
      {canMail ? (
        <div className="mt-3 space-y-2">
          {mail.state === "sent" ? (
            <p role="status" className="rounded-md border bg-card p-3 text-sm" data-testid="added-link-sent">
              A sign-in link is on its way to {email}. It works once, within 30 minutes.
            </p>
          ) : (
            <>
              <p className="leading-7">
                Your address <span className="font-medium break-all">{email}</span> is at the listing&rsquo;s website, so it
                can prove the listing is yours.
              </p>
              <Button type="button" className="h-10" onClick={sendLink} disabled={mail.state === "sending"}>
                {mail.state === "sending" ? "Sending..." : "Email me a sign-in link"}
              </Button>
              {mail.state === "failed" && (
                <p role="alert" className="text-sm text-destructive">
                  {mail.message}
                </p>
              )}
            </>
          )}
        </div>
      ) : hasWebsite ? (
        <div className="mt-3 space-y-2 leading-7">
          {atWebsite && (
            <p data-testid="added-mail-after-review">
              Once our team has verified it, you can also claim it from{" "}
              <Link href={`/program/${programId}/claim`} className={LINK}>
                its claim page
              </Link>{" "}
              with a sign-in link to <span className="font-medium break-all">{email}</span>. Right now:
            </p>
          )}
          <p>Prove it is yours by putting a short code on your website, then checking it here. In most site builders:</p>
          <ol className="list-decimal space-y-1 pl-6">
            <li>
              <Link href={`/program/${programId}/claim`} className={LINK}>
                Get your verification code
              </Link>{" "}
              (a one-line tag).
            </li>
            <li>
              Paste it where your site builder accepts code for the page head: it is usually called &ldquo;custom
              code&rdquo;, &ldquo;code injection&rdquo; or &ldquo;header code&rdquo; in the site&rsquo;s settings. Or
              ask whoever runs your website to add it.
            </li>
            <li>Publish the site, then press &ldquo;Check now&rdquo; on the claim page.</li>
          </ol>
        </div>
      ) : (
        <p className="mt-3 leading-7">
          This listing has no website to check, so{" "}
          <Link href={`/contact?program=${programId}`} className={LINK}>
            write to us about it
          </Link>
          : the form opens with the listing filled in, and we reply by email.
        </p>
      )}
      <Button
        type="button"
        variant="ghost"
        className="mt-3 h-10"
        onClick={() => {
          try {
            sessionStorage.removeItem(KEY);
          } catch {
            // nothing stored
          }
          setDismissed(true);
        }}
      >
        Hide this
      </Button>
    </section>
  );
}
