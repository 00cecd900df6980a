"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch, serverMessage } from "@/lib/http/client";
import { EmailLinkForm } from "./email-link-form";

/**
 * The button that follows an emailed link (POST /api/owner/verify), then opens the dashboard. A link that was
 * used, has expired or is broken offers a new one right there (issue 53, item 6), when the site can send mail.
 */
export function VerifyLink({ token, canEmail }: { token: string; canEmail: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(token ? null : "This sign-in link is incomplete. Ask for a new one.");
  return (
    <div className="space-y-4">
      {!problem && (
        <Button
          type="button"
          className="h-10"
          disabled={busy || !token}
          onClick={async () => {
            setBusy(true);
            try {
              await apiFetch("/api/owner/verify", { json: { token } });
              router.push("/owner");
              return;
            } catch (error) {
              setProblem(serverMessage(error, "Could not sign you in. Please try again."));
            }
            setBusy(false);
          }}
        >
          Sign in
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {problem && canEmail && (
        <section aria-labelledby="new-link-heading" className="space-y-3 rounded-lg border bg-card p-4" data-testid="new-link">
          <h2 id="new-link-heading" className="font-semibold">
            Get a new sign-in link
          </h2>
          <p className="text-sm text-muted-foreground">
            Enter the address you manage your listing with. If you were claiming a listing, ask again from its claim page instead.
          </p>
          <EmailLinkForm action="/api/owner/sign-in" hint="The address you claimed your listing with." />
        </section>
      )}
      {problem && !canEmail && (
        <p className="text-sm">
          This site cannot send email at the moment.{" "}
          <Link href="/owner" className="font-medium text-primary underline underline-offset-4">
            Other ways to sign in
          </Link>
        </p>
      )}
    </div>
  );
}
