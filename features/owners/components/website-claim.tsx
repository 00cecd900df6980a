"use client";

import { Check, Copy, Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { notify } from "@/components/ui/notify";
import { Button } from "@/components/ui/button";
import { ApiCallError, apiCall, serverMessage } from "@/lib/http/client";

type Instructions = { token: string; expiresAt: string; metaTag: string; homeUrl: string; fileUrl: string };

function CopyBox({ label, text, testId }: { label: string; text: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium">{label}</p>
      <div className="flex items-stretch gap-2">
        <code className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-xs break-all" data-testid={testId}>
          {text}
        </code>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-10 shrink-0"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        </Button>
      </div>
    </div>
  );
}

/** The website-token claim: get a token, publish it one of two ways, then "Check now". */
export function WebsiteClaim({ programId }: { programId: string }) {
  const router = useRouter();
  const base = `/api/programs/${programId}/claim/website`;
  const [info, setInfo] = useState<Instructions | null>(null);
  const [busy, setBusy] = useState<"token" | "check" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A token this browser already holds for this listing (after a reload) is shown again.
  useEffect(() => {
    apiCall<Instructions>(base, { cache: "no-store" })
      .then(setInfo)
      .catch(() => {});
  }, [base]);

  async function getToken() {
    setBusy("token");
    setProblem(null);
    try {
      setInfo(await apiCall<Instructions>(base, { method: "POST" }));
    } catch (error) {
      setProblem(serverMessage(error, "Could not create a token. Please try again."));
    }
    setBusy(null);
  }

  async function check() {
    setBusy("check");
    setProblem(null);
    try {
      const done = await apiCall<{ claimed: boolean; transferRequested?: boolean; signedIn?: boolean }>(`${base}/check`, { method: "POST" });
      if (done.transferRequested) notify("success", "Request sent", { description: "This listing already has an owner. We told them, and an administrator will decide." });
      else notify("success", "Listing claimed", { description: "You are signed in and can now edit your listing." });
      // A request by someone not signed in signs no one in: there is no owner page to go to.
      if (done.transferRequested && done.signedIn === false) {
        setInfo(null);
        setBusy(null);
        return;
      }
      router.push("/owner");
      return;
    } catch (error) {
      setProblem(serverMessage(error, "Could not check your website. Please try again."));
      if (error instanceof ApiCallError && error.status === 400) setInfo(null);
    }
    setBusy(null);
  }

  if (!info) {
    return (
      <div className="space-y-3">
        <Button type="button" onClick={getToken} disabled={busy !== null} className="h-10">
          {busy === "token" && <Loader2 className="animate-spin" aria-hidden="true" />}
          Get a verification token
        </Button>
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-5" data-testid="claim-instructions">
      <ol className="list-decimal space-y-4 pl-5 text-sm leading-6">
        <li className="space-y-3">
          <p>Publish the token on your website in one of two ways:</p>
          <CopyBox label="Meta tag for the head of your home page" text={info.metaTag} testId="claim-meta-tag" />
          <p className="text-muted-foreground">or</p>
          <CopyBox label={`A text file at ${info.fileUrl}, holding the token`} text={info.token} testId="claim-token" />
        </li>
        <li>
          When it is online, press <strong>Check now</strong>. The token is valid until {new Date(info.expiresAt).toLocaleDateString("en-US", { dateStyle: "long" })} and works only in this browser.
        </li>
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={check} disabled={busy !== null} className="h-10">
          {busy === "check" && <Loader2 className="animate-spin" aria-hidden="true" />}
          Check now
        </Button>
        <Button type="button" variant="outline" onClick={getToken} disabled={busy !== null} className="h-10">
          Get a new token
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive" data-testid="claim-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
