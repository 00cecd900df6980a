import { BadgeCheck, ShieldCheck, ShieldQuestion } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { ClaimFacts } from "@/features/owners";
import type { Program } from "@/features/programs";
import { longDate, sourceLabel, verificationText } from "@/features/programs";

type Facts = Pick<Program, "id" | "source" | "updatedAt" | "isVerified" | "verifiedAt" | "verificationMethod" | "npiNumber">;

/**
 * "Listing facts" (decisions.md, "Trust"): where the listing came from, when it was last updated and
 * what we checked, with a link to how listings work; whether the provider claimed it (decisions.md "Owners
 * keep their listing true"), or the way to claim it. A claimed listing shows its signed-in owner the way to
 * manage it, and everyone else that the provider manages it, with the way to ask for a transfer (issue 53,
 * item 6). `children` is the Report a problem control.
 */
export function ListingFacts({ program, claim, viewerOwns = false, children }: { program: Facts; claim?: ClaimFacts; viewerOwns?: boolean; children?: React.ReactNode }) {
  const verified = program.isVerified && program.verifiedAt;
  const Icon = verified ? ShieldCheck : ShieldQuestion;
  return (
    <Card aria-labelledby="listing-facts-heading" role="region" className="gap-4" data-testid="listing-facts">
      <CardHeader>
        <h2 id="listing-facts-heading" className="text-lg leading-none font-semibold">
          Listing facts
        </h2>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <dl className="space-y-3">
          <div>
            <dt className="text-muted-foreground">Source</dt>
            <dd className="font-medium" data-testid="listing-source">
              {sourceLabel(program.source)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Last updated</dt>
            <dd className="font-medium" data-testid="listing-updated">
              {longDate(program.updatedAt)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Verification</dt>
            <dd className="flex items-start gap-2 font-medium" data-testid="listing-verification">
              <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${verified ? "text-emerald-700" : "text-muted-foreground"}`} />
              <span>{verificationText(program)}</span>
            </dd>
          </div>
          {verified && program.verificationMethod === "npi" && program.npiNumber && (
            <div>
              <dt className="text-muted-foreground">NPI</dt>
              <dd className="font-medium tabular-nums">{program.npiNumber}</dd>
            </div>
          )}
          {claim?.claimed && (
            <div>
              <dt className="text-muted-foreground">Owner</dt>
              <dd className="flex items-start gap-2 font-medium" data-testid="listing-claimed">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>
                  Claimed by the provider
                  {claim.ownerUpdatedAt && <span className="block font-normal text-muted-foreground">Last updated by the provider on {longDate(claim.ownerUpdatedAt)}</span>}
                </span>
              </dd>
            </div>
          )}
        </dl>
        {claim && !claim.claimed && (
          <p className="rounded-md border border-dashed p-3" data-testid="claim-listing">
            Is this your practice?{" "}
            <Link href={`/program/${program.id}/claim`} className="font-medium text-primary underline underline-offset-4">
              Claim this listing
            </Link>{" "}
            to keep it up to date.
          </p>
        )}
        {claim?.claimed && viewerOwns && (
          <p className="rounded-md border border-primary/40 bg-primary/5 p-3" data-testid="manage-listing">
            <Link href={`/owner/programs/${program.id}`} className="font-medium text-primary underline underline-offset-4">
              Manage this listing
            </Link>
            <span className="block text-muted-foreground">You manage this listing: correct its details, add a photo, reply to reviews, see its history.</span>
          </p>
        )}
        {claim?.claimed && !viewerOwns && (
          <p className="rounded-md border border-dashed p-3" data-testid="managed-by-provider">
            This listing is managed by the provider. Do you run this practice now?{" "}
            <Link href={`/program/${program.id}/claim`} className="font-medium text-primary underline underline-offset-4">
              Request a transfer
            </Link>
            . If you already manage it,{" "}
            <Link href="/owner" className="font-medium text-primary underline underline-offset-4">
              sign in
            </Link>
            .
          </p>
        )}
        <p>
          <Link href="/about/listings" className="font-medium text-primary underline underline-offset-4">
            How listings work and what Verified means
          </Link>
        </p>
        {children}
      </CardContent>
    </Card>
  );
}
